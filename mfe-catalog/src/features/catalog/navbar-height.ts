// The shell's navbar height as a CSS length (template.navigation.navbar.height, default 64 px),
// the same rule as the shell's cssLength (shell/src/layout/chrome-colors.ts), which a remote may
// not import: 72 → '72px', '4rem' → '4rem', missing → '64px'.
export const DEFAULT_NAVBAR_HEIGHT = 64;

export function navbarHeight(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${value}px`;
  if (typeof value === 'string' && value.trim())
    return /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  return `${DEFAULT_NAVBAR_HEIGHT}px`;
}
