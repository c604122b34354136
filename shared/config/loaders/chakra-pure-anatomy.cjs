// @ts-check
// Marks the top-level anatomies of Chakra's `anatomy.js` as pure (issue 41). Each is a call
// (`createAnatomy("alert").parts(...)`, `dialogAnatomy$1.extendWith(...)`), a side effect to
// webpack and the minifier, so importing one slot recipe kept every anatomy of Chakra and, through
// their imports, of ark-ui (~5 KB gzipped). Marked, only the anatomies of the recipes used stay.
module.exports = function chakraPureAnatomy(source) {
  return source.replace(
    /^(const \w+ = )((?:createAnatomy|\w+Anatomy(?:\$1)?\.extendWith)\()/gm,
    '$1/*#__PURE__*/ $2',
  );
};
