// Where the stack under test is. `npm test` sets these for its own stack; the defaults are that stack.
export const SHELL_URL = (process.env.E2E_SHELL_URL ?? 'http://localhost:18080').replace(
  /\/+$/,
  '',
);
export const SANDBOX_URL = (process.env.SANDBOX_URL ?? 'http://localhost:14000').replace(
  /\/+$/,
  '',
);
export const CDN_URL = (process.env.E2E_CDN_URL ?? 'http://localhost:18081').replace(/\/+$/, '');
/** The payments standalone host (its page, embed.js). */
export const PAYMENTS_URL = (process.env.E2E_PAYMENTS_URL ?? 'http://localhost:18082').replace(
  /\/+$/,
  '',
);
/** The CDN folder the stack serves (tests move remotes' folders aside). Unset: those tests skip. */
export const CDN_DIR = process.env.E2E_CDN_DIR ?? '';

export const DEMO_SHOPPER = { email: 'ana@demo.cl', password: 'demo1234' } as const;
export type StoreName = 'tienda-demo' | 'farmacia-demo' | 'servicios-demo';
/** The stack's OPERATOR_TOKEN (npm test makes one per run): the operators' page signs in with it. */
export const OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN ?? '';
