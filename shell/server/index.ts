// The shell server's entry for the stack (deploy/stack/src/stack.mjs, contract-gate.mjs), which
// loads it with importTypeScript (deploy/stack/src/typescript.mjs: tsx's hooks, as the sandbox).
export { configDocument, createShellServer, remotesDocument, startShellServer, type ShellServer, type ShellServerOptions } from './router';
export { createSsrPool, type SsrPool } from './ssr-pool';
export { createTenantLoader } from './boot-cache';
export { bootDocument } from './documents';
