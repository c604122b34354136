// @ts-check
// One lint setup for every package. Boundaries: a remote imports shared/* only, never another
// remote or the shell; only @storefront/ui may import Chakra; only @storefront/sdk calls fetch;
// @storefront/ui stays presentational (no sdk, state, bus or widgets: those live in widgets);
// inside a remote, one feature never imports another (shared/config/eslint-feature-boundaries.cjs).
// The JS that stays JS (.mjs: ES modules, .cjs: CommonJS, both run by node) gets eslint's
// recommended rules and the JS typecheck (deploy/stack/tsconfig.json, checkJs: every one), and each
// starts with `// @ts-check` (`storefront/ts-check` asks for it), so an editor checks it alone too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './shared/config/eslint-feature-boundaries.cjs';

const remotes = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-payments'];

/** `// @ts-check` first: every .mjs/.cjs says it is checked (deploy/stack/tsconfig.json checks them all). */
const tsCheckPlugin = {
  rules: {
    'ts-check': {
      meta: { type: 'problem', schema: [], messages: { missing: 'Start the file with `// @ts-check`: the JS typecheck (deploy/stack/tsconfig.json) checks it, and so will an editor.' } },
      create: (context) => ({
        Program() {
          const first = context.sourceCode.getAllComments()[0];
          const shebang = first?.type === 'Shebang';
          const comment = shebang ? context.sourceCode.getAllComments()[1] : first;
          if (comment?.type !== 'Line' || comment.value.trim() !== '@ts-check' || comment.range[0] !== (shebang ? first.range[1] + 1 : 0)) {
            context.report({ loc: { line: 1, column: 0 }, messageId: 'missing' });
          }
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', '**/.cdn/**', '**/.stack/**', '**/.turbo/**', '**/coverage/**', 'deploy/e2e/test-results/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['**/*.{mjs,cjs}'],
    extends: [js.configs.recommended],
    plugins: { storefront: tsCheckPlugin },
    languageOptions: { ecmaVersion: 2023, globals: globals.node },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'storefront/ts-check': 'error',
    },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.commonjs } },
  {
    // Jest's globals: the stack's tests, their helpers, and the jest setup files.
    files: ['**/*.test.{mjs,cjs}', '**/test/**/*.{mjs,cjs}', '**/testing/**/*.{mjs,cjs}', '**/jest-*.cjs'],
    languageOptions: { globals: globals.jest },
  },
  { files: ['shared/config/jest-setup-dom.cjs'], languageOptions: { globals: globals.browser } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...remotes.map((name) => /** @type {import('typescript-eslint').ConfigWithExtends} */ ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    plugins: { storefront: featureBoundaries },
    rules: {
      'storefront/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: remotes.filter((r) => r !== name).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'A remote imports shared/* packages only, never another remote.' },
            { group: ['@chakra-ui/*'], message: 'Import UI through @storefront/ui so one copy of Chakra is shared.' },
            { group: ['react-hook-form', '@hookform/*'], message: 'Forms use the field kit of @storefront/ui/forms (useSchemaForm, Form…Field), with schemas from @storefront/domain.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Provider API calls live in @storefront/sdk.' }],
    },
  })),
  {
    files: ['shared/ui/src/**/*.{ts,tsx}'],
    ignores: ['shared/ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@storefront/sdk', '@storefront/state', '@storefront/state/*', '@storefront/bus', '@storefront/widgets/*'],
              message: '@storefront/ui is presentational: components that talk to the API or shared state live in @storefront/widgets.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/widgets/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: remotes.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]), message: 'Shared packages never import a remote or the shell.' },
            { group: ['@chakra-ui/*'], message: 'Import UI through @storefront/ui so one copy of Chakra is shared.' },
            { group: ['react-hook-form', '@hookform/*'], message: 'Forms use the field kit of @storefront/ui/forms (useSchemaForm, Form…Field), with schemas from @storefront/domain.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Provider API calls live in @storefront/sdk.' }],
    },
  },
);
