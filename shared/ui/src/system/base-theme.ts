// Chakra's default theme, minus the recipes of components the product does not use. A system's
// recipes ship with the shared @storefront/ui module (never tree-shaken), and Chakra's ~70
// recipes cost ~15 KB gzipped more than this list (issue 41 took out 26 more: 6.4 KB). A
// component whose recipe is missing renders unstyled (base-theme.test.ts fails): add its recipe
// here when the product starts using it, or register it with the code that draws it when that code
// loads after the first paint (recipes-on-demand.ts: the overlays and the form fields, issue 41).
import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';

// Colour palettes the product uses (gray, and red, orange, green and blue through status chips,
// alerts and toasts); Chakra's other five (yellow, teal, purple, pink, cyan) are 135 of its 688
// tokens. Every token is a CSS variable in each server-rendered page's <head> and is processed
// when the tenant's system is built, on the main thread while the page hydrates (issue 15).
const UNUSED_PALETTES = ['yellow', 'teal', 'purple', 'pink', 'cyan'];
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T;

// Chakra's global styles declare 27 custom properties (focus-ring and filter defaults, the body
// and mono fonts, the border colour) and the font features on `*`: on every element. An element
// that declares custom properties gets a computed style of its own that Chrome cannot share: on
// the server-rendered landing a forced restyle and relayout of the whole page took a tenth longer,
// and its style passes at load more than that (issue 15: less work at boot). Declared once on
// html they reach every element by inheritance with the same values. The one difference: an
// element that sets one (Chakra's ring and filter utilities, which the product does not use) would
// pass it to its children too.
const { '*': perElement, html: rootStyles, ...otherGlobalCss } = theme.globalCss;
const globalCss = { ...otherGlobalCss, html: { ...perElement, ...rootStyles } };

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: { ...theme.tokens, colors: withoutUnusedPalettes(theme.tokens.colors ?? {}) },
    semanticTokens: {
      ...theme.semanticTokens,
      colors: withoutUnusedPalettes(theme.semanticTokens.colors ?? {}),
    },
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: {
      badge: theme.badgeRecipe,
      button: theme.buttonRecipe,
      container: theme.containerRecipe,
      heading: theme.headingRecipe,
      icon: theme.iconRecipe,
      link: theme.linkRecipe,
      separator: theme.separatorRecipe,
      skeleton: theme.skeletonRecipe,
      spinner: theme.spinnerRecipe,
    },
    // None: the overlays' and the fields' recipes are added by their lazy code (recipes-on-demand.ts).
    // A slot recipe here would also bring its ark/zag anatomy into the first load.
    slotRecipes: {},
  },
});

// Not merged here: createSystem merges its configs anyway, and a merge at module level ran a
// second deep clone of the whole theme while the page's code was evaluated (issue 15).
export const storeBaseConfigs = [defaultBaseConfig, themeConfig] as const;
