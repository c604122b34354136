// Navbar and footer colours and height from the store (navbar.color/textColor, footer.color) and
// the template (navigation.navbar.height), with readable defaults.
import { contrastText } from '@storefront/ui';

export const DEFAULT_NAVBAR_HEIGHT = 64;

/** 72 → '72px', '4rem' → '4rem', missing → '64px'. */
export function cssLength(value: number | string | null | undefined, fallback: number): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${value}px`;
  if (typeof value === 'string' && value.trim())
    return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  return `${fallback}px`;
}

export function barColors(
  background: string | null | undefined,
  text: string | null | undefined,
  fallbackBg: string,
) {
  const bg = background?.trim() || fallbackBg;
  return { bg, color: text?.trim() || (bg.startsWith('#') ? contrastText(bg) : 'white') };
}
