// One lint setup for every package. Boundaries: a remote imports shared/* only, never another
// remote or the shell; only @storefront/ui may import Chakra; only @storefront/sdk calls fetch;
// @storefront/ui stays presentational (no sdk, state, bus or widgets: those live in widgets);
// inside a remote, one feature never imports another (shared/config/eslint-feature-boundaries.cjs).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './shared/config/eslint-feature-boundaries.cjs';

const remotes = ['shell', 'mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-payments'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', '**/.cdn/**', '**/*.cjs', '**/*.mjs', 'deploy/e2e/test-results/**'],
  },
  ...tseslint.configs.recommended,
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
  ...remotes.map((name) => ({
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
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Provider API calls live in @storefront/sdk.' }],
    },
  },
);
