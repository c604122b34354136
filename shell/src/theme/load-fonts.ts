// Registers the template's font families with the FontFace API. The browser downloads a weight
// only when text uses it; no CSS loader needed. font-display: optional, not swap: a web font that
// is not there within the short block period is not swapped in later for this page, so a font
// arriving late never reflows text (issue 15: no layout shift; it holds on any machine, whatever
// local fonts it has). Meanwhile text uses "<Family> Fallback", a local Arial sized to the web
// font's metrics (font-fallbacks.ts), so the first visit looks close to the next ones.
import { primaryFontFamily } from '@storefront/ui';
import {
  FALLBACK_LOCAL_SOURCES,
  fallbackDescriptors,
  fallbackFamily,
  fallbackFontFaceCss,
  WEB_FONT_METRICS,
} from './font-fallbacks';
import { FONT_FILES } from './font-files';

export interface TemplateTexts {
  fontFamily?: string | null;
  headingFontFamily?: string | null;
}

/** The `fontFamily` of every `fonts` object in the store's content (navbar, its options, footer,
 *  landing; spec 000 §3), which may name families the template's texts do not. */
export function contentFontFamilies(content: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 6) return;
    if (Array.isArray(node)) return node.forEach((item) => visit(item, depth + 1));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'fonts' && value && typeof value === 'object') {
        const family = (value as { fontFamily?: unknown }).fontFamily;
        if (typeof family === 'string') found.push(family);
      } else visit(value, depth + 1);
    }
  };
  visit(content, 0);
  return found;
}

/** The self-hosted families a template asks for (unknown families fall back to system fonts). */
export function templateFontFamilies(
  texts: TemplateTexts | null | undefined,
  extraFamilies: readonly string[] = [],
): string[] {
  const names = [texts?.fontFamily, texts?.headingFontFamily, ...extraFamilies]
    .map((value) => primaryFontFamily(value)?.toLowerCase())
    .filter((name): name is string => Boolean(name && FONT_FILES[name]));
  return [...new Set(names)];
}

export function registerTemplateFonts(
  texts: TemplateTexts | null | undefined,
  extraFamilies: readonly string[] = [],
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): number {
  if (!fonts || typeof FontFace === 'undefined') return 0;
  let added = 0;
  for (const key of templateFontFamilies(texts, extraFamilies)) {
    const entry = FONT_FILES[key]!;
    const metrics = WEB_FONT_METRICS[key];
    if (metrics) {
      fonts.add(
        new FontFace(fallbackFamily(entry.family), FALLBACK_LOCAL_SOURCES, {
          ...fallbackDescriptors(metrics),
          style: 'normal',
        }),
      );
      added += 1;
    }
    for (const [weight, url] of Object.entries(entry.files)) {
      fonts.add(
        new FontFace(entry.family, `url(${url}) format('woff2')`, {
          weight,
          style: 'normal',
          display: 'optional',
        }),
      );
      added += 1;
    }
  }
  return added;
}

/**
 * The <style> element's id where a server render declares the same faces as CSS: the page's first
 * layout then already sets text in them (or their fallback), and the boot registers nothing. Faces
 * added from script after that first layout made the browser restyle and lay out the whole page
 * again, once for the new faces and once more per weight arriving (issue 15: boot work).
 */
export const SERVER_FONTS_ID = 'storefront-fonts';

/** registerTemplateFonts' faces as `@font-face` rules, for a server-rendered <head>. */
export function templateFontFaceCss(
  texts: TemplateTexts | null | undefined,
  extraFamilies: readonly string[] = [],
): string {
  const rules: string[] = [];
  for (const key of templateFontFamilies(texts, extraFamilies)) {
    const entry = FONT_FILES[key]!;
    const metrics = WEB_FONT_METRICS[key];
    if (metrics) rules.push(fallbackFontFaceCss(entry.family, metrics));
    for (const [weight, url] of Object.entries(entry.files))
      rules.push(
        `@font-face{font-family:'${entry.family}';src:url(${url}) format('woff2');` +
          `font-weight:${weight};font-style:normal;font-display:optional}`,
      );
  }
  return rules.join('');
}
