// Navbar and footer colours from the store (navbar.color/textColor, footer.color), with readable
// defaults. Lengths (cssLength) come from @storefront/ui, shared with the remotes.
import { contrastText } from '@storefront/ui';

export function barColors(
  background: string | null | undefined,
  text: string | null | undefined,
  fallbackBg: string,
) {
  const bg = background?.trim() || fallbackBg;
  return { bg, color: text?.trim() || (bg.startsWith('#') ? contrastText(bg) : 'white') };
}
