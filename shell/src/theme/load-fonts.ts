// Registers the template's font families with the FontFace API. The browser downloads a weight
// only when text uses it (font-display: swap keeps text visible meanwhile); no CSS loader needed.
import { primaryFontFamily } from '@storefront/ui';
import { FONT_FILES } from './font-files';

export interface TemplateTexts {
  fontFamily?: string | null;
  headingFontFamily?: string | null;
}

/** The self-hosted families a template asks for (unknown families fall back to system fonts). */
export function templateFontFamilies(texts: TemplateTexts | null | undefined): string[] {
  const names = [texts?.fontFamily, texts?.headingFontFamily]
    .map((value) => primaryFontFamily(value)?.toLowerCase())
    .filter((name): name is string => Boolean(name && FONT_FILES[name]));
  return [...new Set(names)];
}

export function registerTemplateFonts(
  texts: TemplateTexts | null | undefined,
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): number {
  if (!fonts || typeof FontFace === 'undefined') return 0;
  let added = 0;
  for (const key of templateFontFamilies(texts)) {
    const entry = FONT_FILES[key]!;
    for (const [weight, url] of Object.entries(entry.files)) {
      fonts.add(
        new FontFace(entry.family, `url(${url}) format('woff2')`, {
          weight,
          style: 'normal',
          display: 'swap',
        }),
      );
      added += 1;
    }
  }
  return added;
}
