// @ts-check
// Marks Chakra's `defaultThemeConfig = defineConfig({...all recipes...})` as pure. Without the
// mark, any import from '@chakra-ui/react/theme' keeps every recipe of Chakra in the bundle
// (the call is a top-level side effect to the minifier); with it, only the recipes that
// @storefront/ui's base theme picks stay (~9 KB gzipped less in the shared UI module).
module.exports = function chakraPureTheme(source) {
  return source.replace(/(const defaultThemeConfig = )(defineConfig\()/, '$1/*#__PURE__*/ $2');
};
