// A navbar option's own look (spec 000 §3 navOptions: fonts, background). `fonts` is free-form in
// the template; the CSS-like keys it commonly carries are applied.
export interface OptionLook {
  background?: string | null;
  fonts?: Record<string, unknown> | null;
}

export function optionStyle(option: OptionLook): Record<string, string> {
  const style: Record<string, string> = {};
  if (option.background) style.bg = option.background;
  const fonts = option.fonts ?? {};
  for (const key of [
    'fontFamily',
    'fontSize',
    'fontWeight',
    'color',
    'letterSpacing',
    'textTransform',
  ] as const) {
    const value = fonts[key];
    if (typeof value === 'string' || typeof value === 'number') style[key] = String(value);
  }
  return style;
}
