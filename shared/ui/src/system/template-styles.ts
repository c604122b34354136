// Template values the shell and the remotes turn into CSS the same way: lengths that come as a
// number of pixels or a CSS string (navbar height, alert height) and the free-form `fonts` objects
// of the navbar, its options, the footer and the landing (spec 000 §3).

/** The navbar's height when the template gives none (template.navigation.navbar.height). */
export const DEFAULT_NAVBAR_HEIGHT = 64;

/** 72 → '72px', '80' → '80px', '4rem' → '4rem', missing or invalid → `${fallback}px`. */
export function cssLength(value: unknown, fallback: number): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${value}px`;
  if (typeof value === 'string' && value.trim())
    return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  return `${fallback}px`;
}

const FONT_KEYS = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'color',
  'letterSpacing',
  'textTransform',
] as const;

export type FontStyle = Partial<Record<(typeof FONT_KEYS)[number], string>>;

/** The CSS-like keys a template `fonts` object commonly carries; anything else is ignored. */
export function fontStyle(fonts: unknown): FontStyle {
  const style: FontStyle = {};
  if (!fonts || typeof fonts !== 'object') return style;
  const source = fonts as Record<string, unknown>;
  for (const key of FONT_KEYS) {
    const value = source[key];
    if (typeof value === 'string' ? value.trim() : typeof value === 'number')
      style[key] = String(value);
  }
  return style;
}
