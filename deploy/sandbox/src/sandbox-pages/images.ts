// Locally served placeholder images: a deterministic, colourful SVG with the product or banner
// name (drawn as outlines, label-outlines.ts), so the storefront has real image URLs without a
// network. Product images are served as JPEG (`.jpg`, the same drawing rasterised by sharp), as
// a merchant's product photos are: Chrome builds a document for every SVG image on the page's main
// thread, and a catalogue scrolled through 400 SVG products spent 40 % more CPU than with 400
// JPEGs of 9 KB (issue 37); banners, logos and the empty cart stay SVG.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { escapeHtml } from './html';
import { lineOutline } from './label-outlines';

/** Texts for the seeded non-product images (banners, logos, the empty cart). */
const IMAGE_TEXTS: Record<string, string> = {
  'banner-1': 'Todo para tu hogar, cuando lo necesitas',
  'banner-2': 'Suscríbete y ahorra en cada despacho',
  'banner-fa-1': 'Tus remedios de siempre, sin filas',
  'banner-fa-2': 'Bioequivalentes al mejor precio',
  'banner-sv-1': 'Servicios para tu hogar, sin complicaciones',
  'logo-tienda-demo': 'Tienda Demo',
  'logo-farmacia-demo': 'Farmacia Demo',
  'logo-servicios-demo': 'Servicios Demo',
  'empty-cart': 'Tu carrito está vacío',
};

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** Breaks a label into lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

export function placeholderSvg(name: string, label: string): string {
  const wide = name.startsWith('banner') && !name.endsWith('-mobile');
  const logo = name.startsWith('logo-');
  const [width, height] = wide ? [1600, 500] : logo ? [480, 120] : [600, 600];
  const h = hash(name);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const lines = wrap(label, wide ? 34 : logo ? 22 : 18);
  const size = wide ? 64 : logo ? 40 : 44;
  const top = height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines
    .map((line, i) => `<path d="${lineOutline(line, size, width / 2, top + i * size * 1.2)}"/>`)
    .join('');
  const circles = logo
    ? ''
    : `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.25}" fill="#fff" opacity=".12"/>` +
      `<circle cx="${width * 0.1}" cy="${height * 0.9}" r="${height * 0.3}" fill="#fff" opacity=".1"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 55%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}
<g fill="#fff">${text}</g>
</svg>`;
}

/** The JPEG's width: a phone's two-column card at its pixel ratio, a desktop card at 1:1. */
export const JPEG_WIDTH = 400;
/** Encoded JPEGs by name, the oldest dropped first: ~9 KB each, the whole catalogue ~20 MB. */
const JPEG_CACHE_SIZE = 3_000;
const jpegs = new Map<string, Promise<Buffer>>();

/** The placeholder rasterised (sharp renders the SVG, off the event loop), kept for next time. */
function placeholderJpeg(name: string, label: string): Promise<Buffer> {
  const key = `${name}\n${label}`;
  const cached = jpegs.get(key);
  if (cached) {
    jpegs.delete(key); // most recently used last
    jpegs.set(key, cached);
    return cached;
  }
  const jpeg = sharp(Buffer.from(placeholderSvg(name, label)))
    .resize(JPEG_WIDTH)
    .jpeg({ quality: 80 })
    .toBuffer();
  jpegs.set(key, jpeg);
  jpeg.catch(() => jpegs.delete(key));
  if (jpegs.size > JPEG_CACHE_SIZE) jpegs.delete(jpegs.keys().next().value as string);
  return jpeg;
}

export function registerImages(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/sandbox/images/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,80})\.(svg|jpg)$/i.exec(request.params.file);
    if (!match?.[1]) return reply.code(404).send({ code: 404, message: 'Not found' });
    const name = match[1];
    const base = name.replace(/-mobile$/, '');
    let label = IMAGE_TEXTS[base];
    if (!label) {
      const product = await ctx.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', base)
        .executeTakeFirst();
      label = product?.name ?? base.replace(/-/g, ' ');
    }
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (match[2]?.toLowerCase() === 'jpg')
      return reply.type('image/jpeg').send(await placeholderJpeg(name, label));
    const svg = placeholderSvg(name, label);
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
    // Compressed as any image CDN serves SVG: the outlined labels are ~15 KB of path data, ~5 KB
    // gzipped, and a page's first images share a phone's bandwidth with its fonts (issue 15).
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(svg);
    return reply.header('content-encoding', 'gzip').send(gzipSync(svg));
  });
}
