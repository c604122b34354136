// @ts-check
// What every container gets for `import ... from '@emotion/react'` (issue 41): the names Chakra's
// styled system and @storefront/ui use, re-exported from emotion's own build for the target
// (browser or Node, shared-deps.cjs). A shared module is never tree-shaken: whole, @emotion/react
// also shipped its `jsx` element, ClassNames, keyframes, ThemeProvider and withTheme (with
// hoist-non-react-statics) on every route. The one emotion cache and theme context stay one: the
// preset aliases the package name to this file and shares it as the '@emotion/react' singleton.
// Need another export? Add it here; shared/config's test fails when Chakra or a source file
// imports a name missing here.
export {
  CacheProvider,
  Global,
  ThemeContext,
  css,
  withEmotionCache,
} from '@storefront/config/emotion-react-esm';
