// Text colour that stays readable on a template colour: black on light, white on dark (WCAG
// relative luminance). Templates give arbitrary hex colours, so the contrast is computed.
export function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(color: string): number | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** '#ffffff' or '#1a1a1a', whichever reads better on `background`; unknown formats get white. */
export function contrastText(background: string): string {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  // Contrast ratio against white vs against near-black; pick the larger.
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / (0.0105 + 0.05);
  return onWhite >= onBlack ? '#ffffff' : '#1a1a1a';
}

/** Mix a hex colour with white (amount 0..1); used for subtle/muted palette steps. */
export function tint(color: string, amount: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const mixed = rgb.map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Mix a hex colour with black (amount 0..1); used for the emphasized (hover) step. */
export function shade(color: string, amount: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const mixed = rgb.map((c) => Math.round(c * (1 - amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
