import {
  FALLBACK_LOCAL_SOURCES,
  fallbackDescriptors,
  fallbackFontFaceCss,
  WEB_FONT_METRICS,
} from './font-fallbacks';
import { FONT_FILES } from './font-files';

test('every self-hosted family has metrics for its fallback', () => {
  expect(Object.keys(WEB_FONT_METRICS).sort()).toEqual(Object.keys(FONT_FILES).sort());
});

// The well-known Capsize figures for these fonts over Arial (e.g. next/font's "Inter Fallback":
// size-adjust 107.12%, ascent 90.44%, descent 22.52%, line gap 0%).
test.each([
  ['inter', '107.1194%', '90.4365%', '22.518%', '0%'],
  ['montserrat', '112.8307%', '85.7923%', '22.2457%', '0%'],
  ['poppins', '112.1577%', '93.6182%', '31.2061%', '8.916%'],
  ['roboto', '99.7809%', '92.9771%', '24.4677%', '0%'],
])('%s: size-adjust %s, ascent %s, descent %s, line gap %s', (name, size, ascent, descent, gap) => {
  expect(fallbackDescriptors(WEB_FONT_METRICS[name]!)).toEqual({
    sizeAdjust: size,
    ascentOverride: ascent,
    descentOverride: descent,
    lineGapOverride: gap,
  });
});

test('a line in the scaled fallback is as tall and as wide as in the web font', () => {
  for (const metrics of Object.values(WEB_FONT_METRICS)) {
    const d = fallbackDescriptors(metrics);
    const size = parseFloat(d.sizeAdjust) / 100;
    // Width of the average glyph at 1em: the fallback's (Arial's 913/2048) scaled by size-adjust.
    expect((913 / 2048) * size).toBeCloseTo(metrics.xWidthAvg / metrics.unitsPerEm, 4);
    // Overrides are in the scaled fallback's em: × size-adjust gives the web font's own line.
    const line =
      (parseFloat(d.ascentOverride) +
        parseFloat(d.descentOverride) +
        parseFloat(d.lineGapOverride)) /
      100;
    expect(line * size).toBeCloseTo(
      (metrics.ascent - metrics.descent + metrics.lineGap) / metrics.unitsPerEm,
      4,
    );
  }
});

test('the CSS rule names the fallback family over the local Arial-metric fonts', () => {
  expect(fallbackFontFaceCss('Inter', WEB_FONT_METRICS.inter!)).toBe(
    `@font-face{font-family:'Inter Fallback';src:${FALLBACK_LOCAL_SOURCES};size-adjust:107.1194%;ascent-override:90.4365%;descent-override:22.518%;line-gap-override:0%}`,
  );
  expect(FALLBACK_LOCAL_SOURCES).toContain("local('Liberation Sans')");
});
