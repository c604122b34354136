// A navbar option's own look (spec 000 §3 navOptions: fonts, background). `fonts` is free-form in
// the template; @storefront/ui's fontStyle keeps the CSS-like keys it commonly carries.
import { fontStyle } from '@storefront/ui';

export interface OptionLook {
  background?: string | null;
  fonts?: Record<string, unknown> | null;
}

export function optionStyle(option: OptionLook): Record<string, string> {
  const style: Record<string, string> = { ...fontStyle(option.fonts) };
  if (option.background) style.bg = option.background;
  return style;
}
