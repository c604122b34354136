// The tenant's Chakra v3 system: Chakra's default theme (trimmed to the recipes the product uses,
// see base-theme.ts) plus the template's colours and fonts.
// Colours become tokens `template.<name>` and semantic tokens `brand.<name>` (brand.primary,
// brand.secondary, ... brand.error), and a full `brand` colour palette (solid, contrast, fg,
// muted, subtle, emphasized, focusRing) so `colorPalette="brand"` works on any Chakra component.
import {
  createSystem,
  createSystemSteps,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { storeBaseConfigs } from './base-theme';
import { contrastText, shade, tint } from './contrast';

export const TEMPLATE_COLOR_NAMES = [
  'primary',
  'secondary',
  'tertiary',
  'background',
  'info',
  'success',
  'warning',
  'error',
] as const;
export type TemplateColorName = (typeof TEMPLATE_COLOR_NAMES)[number];

/** The part of a store template (spec 000 §3 Template) the system reads. */
export interface TemplateLike {
  styles?: {
    colors?: Partial<Record<TemplateColorName, string | null | undefined>> | null;
    texts?: { fontFamily?: string | null; headingFontFamily?: string | null } | null;
  } | null;
}

/** Used when a template leaves a colour out. */
export const DEFAULT_TEMPLATE_COLORS: Record<TemplateColorName, string> = {
  primary: '#1f4fd1',
  secondary: '#0f766e',
  tertiary: '#7c3aed',
  background: '#ffffff',
  info: '#2563eb',
  success: '#15803d',
  warning: '#b45309',
  error: '#b91c1c',
};

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** First family of a CSS font list without quotes: "'Poppins', sans-serif" → "Poppins". */
export function primaryFontFamily(value: string | null | undefined): string | null {
  const first = value
    ?.split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  return first ? first : null;
}

// "<Family> Fallback" is the shell's metric-matched local face (shell/src/theme/font-fallbacks.ts),
// used while the web font is not there; a family without one simply skips it.
function fontStack(value: string | null | undefined): string {
  const family = primaryFontFamily(value);
  return family ? `'${family}', '${family} Fallback', ${FALLBACK_FONTS}` : FALLBACK_FONTS;
}

export function templateColors(template?: TemplateLike | null): Record<TemplateColorName, string> {
  const given = template?.styles?.colors ?? {};
  const colors = { ...DEFAULT_TEMPLATE_COLORS };
  for (const name of TEMPLATE_COLOR_NAMES) {
    const value = given[name];
    if (typeof value === 'string' && value.trim()) colors[name] = value.trim();
  }
  return colors;
}

/** A store's Chakra system (what UiProvider takes). */
export type StoreSystem = SystemContext;

export function createStoreSystem(template?: TemplateLike | null): StoreSystem {
  return createSystem(...storeSystemConfigs(template));
}

/**
 * The same system built in steps (Chakra's createSystemSteps, patches/@chakra-ui+react+3.37.0.patch):
 * each `next()` does one part (merging the configs, the token dictionary, the rest) and the last
 * returns the system, so the browser's boot runs each in a task of its own (issue 15: together
 * they were a long task on a phone).
 */
export function createStoreSystemSteps(
  template?: TemplateLike | null,
): Generator<void, StoreSystem, void> {
  return createSystemSteps(...storeSystemConfigs(template));
}

/** Chakra's trimmed default theme plus the template's colours and fonts. */
function storeSystemConfigs(template?: TemplateLike | null): SystemConfig[] {
  const colors = templateColors(template);
  const texts = template?.styles?.texts;
  const tokenColors = Object.fromEntries(
    TEMPLATE_COLOR_NAMES.map((n) => [n, { value: colors[n] }]),
  );
  const brandNamed = Object.fromEntries(
    TEMPLATE_COLOR_NAMES.map((n) => [n, { value: `{colors.template.${n}}` }]),
  );
  const primary = colors.primary;

  return [
    ...storeBaseConfigs,
    defineConfig({
      globalCss: {
        body: { bg: 'brand.background', color: 'fg', fontFamily: 'body' },
      },
      theme: {
        tokens: {
          colors: { template: tokenColors },
          fonts: {
            body: { value: fontStack(texts?.fontFamily) },
            heading: { value: fontStack(texts?.headingFontFamily ?? texts?.fontFamily) },
          },
        },
        semanticTokens: {
          colors: {
            brand: {
              ...brandNamed,
              // Palette steps for colorPalette="brand".
              solid: { value: primary },
              contrast: { value: contrastText(primary) },
              fg: { value: shade(primary, 0.15) },
              muted: { value: tint(primary, 0.7) },
              subtle: { value: tint(primary, 0.85) },
              emphasized: { value: shade(primary, 0.12) },
              focusRing: { value: primary },
            },
          },
        },
      },
    }),
  ];
}
