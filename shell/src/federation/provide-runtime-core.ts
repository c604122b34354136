// The runtime core a remote entry needs lives in the build preset, shared with the payments
// standalone host (mfe-payments/standalone).
export {
  provideRuntimeCore,
  RUNTIME_CORE_FOR_REMOTES,
} from '@storefront/config/runtime/provide-runtime-core';
