// @ts-check
// The shell server (shell/server/, TypeScript) and the workspace's TypeScript packages it uses (the
// tenant loader of @storefront/state, the path and route rules of @storefront/domain, the SDK),
// which Node 20 cannot load bare. tsx's two hooks are registered once, as deploy/sandbox/bin/sandbox.mjs does
// (the CommonJS one for packages without "type": "module", whose .ts files Node would otherwise
// require() bare), before the first such import. Under jest the hooks are not needed: jest
// transforms .ts itself (jest.config.cjs).
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

let registered = false;

/**
 * import() of a TypeScript module (a workspace package's entry), by specifier.
 * @param {string} specifier
 * @returns {Promise<any>}
 */
export async function importTypeScript(specifier) {
  if (!registered && !process.env.JEST_WORKER_ID) {
    registerCommonJs();
    register();
    registered = true;
  }
  const module = await import(specifier);
  // A CommonJS module's names are all on its module.exports (`default` here); Node finds only
  // some of them by reading the code (not the re-exports of an entry like @storefront/sdk's).
  const commonJs = module.default;
  return commonJs && typeof commonJs === 'object' ? { ...commonJs, ...module } : module;
}

/**
 * The shell server (shell/server/index.ts: TypeScript beside the shell, CommonJS under tsx as the
 * shell package has no "type": "module"), for the stack (stack.mjs) and the contract gate.
 * @returns {Promise<typeof import('../../../shell/server/index.ts')>}
 */
export function importShellServer() {
  return importTypeScript(new URL('../../../shell/server/index.ts', import.meta.url).href);
}
