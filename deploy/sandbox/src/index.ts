// @storefront/sandbox: the provider API sandbox (API.md), in this process.
// From a CommonJS test runner the package's "require" export is child-process/spawn.cjs, which
// starts the same server in a child process with the same signature.
export { startSandbox } from './server/start-sandbox';
export type { SandboxOptions, RunningSandbox } from './config/options';
export { ANA } from './seed/shopper';
