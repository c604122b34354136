// Metric-matched fallbacks for the self-hosted template fonts (issue 15: no layout shift). While a
// web font is not there, text is set in "<Family> Fallback": a local Arial (or its metric twin
// Liberation Sans, or Helvetica) scaled by size-adjust so its average latin glyph is as wide as the
// web font's, with the web font's ascent, descent and line gap, so a line takes the same width and
// height in either. The numbers are the fonts' own (hhea ascent/descent/lineGap, unitsPerEm, and the
// average latin character width), copied once from @capsizecss/metrics 4.3.0; the formula is
// Capsize's createFontStack. Not a dependency: these four families change only with the fonts.
//
// A machine with none of those local fonts (this CI has DejaVu only) never gets the fallback face;
// there the no-shift guarantee is font-display: optional (load-fonts.ts), not these numbers.

export interface FontMetrics {
  ascent: number;
  /** Negative, as fonts store it. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of latin characters, weighted by frequency. */
  xWidthAvg: number;
}

/** Arial (ArialMT); Liberation Sans shares its metrics. */
export const ARIAL_METRICS: FontMetrics = {
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};

/** The web fonts of font-files.ts, by lower-case family name (their Regular cut). */
export const WEB_FONT_METRICS: Record<string, FontMetrics> = {
  inter: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
  montserrat: { ascent: 968, descent: -251, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 503 },
  poppins: { ascent: 1050, descent: -350, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 500 },
  roboto: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911 },
};

/** Local fonts the fallback face may use, first found wins. */
export const FALLBACK_LOCAL_SOURCES =
  "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans-Regular'), local('Helvetica')";

export interface FallbackDescriptors {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(Math.round(value * 1e6) / 1e4).toString()}%`;

/** Capsize's overrides: scale the fallback to the web font's average width, then express the web
 *  font's vertical metrics in the scaled fallback's em. */
export function fallbackDescriptors(
  font: FontMetrics,
  fallback: FontMetrics = ARIAL_METRICS,
): FallbackDescriptors {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/** The fallback family's name for a web font family: "Inter" → "Inter Fallback". */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/** The `@font-face` rule of a family's fallback, for a server-rendered `<head>`. */
export function fallbackFontFaceCss(family: string, metrics: FontMetrics): string {
  const d = fallbackDescriptors(metrics);
  return (
    `@font-face{font-family:'${fallbackFamily(family)}';src:${FALLBACK_LOCAL_SOURCES};` +
    `size-adjust:${d.sizeAdjust};ascent-override:${d.ascentOverride};` +
    `descent-override:${d.descentOverride};line-gap-override:${d.lineGapOverride}}`
  );
}
