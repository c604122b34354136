// The placeholder images' label drawn as glyph outlines (Roboto Bold through fontkit) instead of
// SVG <text>, as a real banner or product photo carries its lettering: pixels, not text. Chrome
// lays out an SVG image's text on the page's main thread each time it paints the image; with the
// landing's banners, logo and product images that was a quarter of the page's layout and nearly
// half of its paint on a phone at boot (issue 15), a cost of the sandbox's art, not the storefront.
// fontkit ships no types: its declaration must reach every program that compiles this file (the
// SDK's type check reaches it through its imports), and an import of a .d.ts would stay at run time.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

let roboto: Font | undefined;
const font = (): Font => {
  if (roboto) return roboto;
  // Found through the package's LICENSE: resolving the .woff2 itself would meet jest's stub for
  // font files. Read into a Uint8Array of this module's realm, which fontkit reads under jest too.
  const dir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/roboto/LICENSE'));
  const file = readFileSync(path.join(dir, 'files/roboto-latin-700-normal.woff2'));
  return (roboto = create(new Uint8Array(file)));
};

/** Whole units: the images are drawn at a third of their size or less, and stay small. */
const rounded = (d: string) =>
  d.replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => String(Math.round(Number(n))));

/** One line of `text` at `size` px, centred on (cx, cy): an SVG path's `d`. */
export function lineOutline(text: string, size: number, cx: number, cy: number): string {
  const face = font();
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  let x = cx - (run.advanceWidth * scale) / 2;
  // The middle of a capital letter sits on cy (what dominant-baseline="middle" gave, near enough).
  const baseline = cy + (face.capHeight * scale) / 2;
  const glyphs = run.glyphs.map((glyph, i) => {
    const at = run.positions[i]!;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(x + at.xOffset * scale, baseline - at.yOffset * scale)
      .toSVG();
    x += at.xAdvance * scale;
    return d;
  });
  return rounded(glyphs.join(''));
}
