// @ts-check
// Lint rule `storefront/feature-boundaries`: inside a remote, `src/features/<name>/` is one screen
// family. A feature imports its own files, the remote's pieces outside `features/` (what two of its
// features share: `src/products/`, `src/rails/`, `src/test-support/`, …) and packages, never another
// feature; and the pieces outside `features/` never import a feature, only `src/routes*` does (the
// remote's route table). Relative imports only: packages are the other rules' business.
const path = require('node:path');

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** `{ root, feature }` of a file under `<root>/src/features/<feature>/`, or `{ root }` under src. */
function placeOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at >= 0) {
    const feature = file.slice(at + FEATURES.length).split(path.sep)[0];
    return { root: file.slice(0, at), feature };
  }
  const src = file.lastIndexOf(`${path.sep}src${path.sep}`);
  return src >= 0 ? { root: file.slice(0, src), feature: null } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'One feature of a remote never imports another; shared pieces never import a feature.' },
    schema: [],
    messages: {
      otherFeature:
        'The feature "{{from}}" imports the feature "{{to}}": move what both need out of src/features/ (e.g. src/products/, src/test-support/).',
      intoFeature:
        'Only the route table (src/routes*) imports a feature; a shared piece of the remote never imports "{{to}}".',
    },
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};
    const isRouteTable = path.basename(file).startsWith('routes') && path.dirname(file) === path.join(from.root, 'src');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(file), source));
      if (!to || to.root !== from.root || to.feature === null || to.feature === from.feature) return;
      if (from.feature !== null)
        context.report({ node, messageId: 'otherFeature', data: { from: from.feature, to: to.feature } });
      else if (!isRouteTable) context.report({ node, messageId: 'intoFeature', data: { to: to.feature } });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      // jest.mock('../other-feature/x') reaches into a feature as much as an import does.
      CallExpression(node) {
        const callee = node.callee;
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        const arg = node.arguments[0];
        if (isMock && arg && arg.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

module.exports = { rules: { 'feature-boundaries': featureBoundaries } };
