// Remote entries are built with `externalRuntime` (shared/config/webpack.cjs): they read the
// federation runtime core from globalThis._FEDERATION_RUNTIME_CORE instead of shipping their own
// (~10 KB gzipped less per remote). Every host (the shell, the payments standalone page) provides
// exactly the names a remote's bundler runtime imports; its own runtime uses the same module, so
// this adds no code to the host. This is the one tie between a remote entry and its host.
// (MF's own provideExternalRuntime puts the whole module namespace there: ~22 KB more.)
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

type GlobalWithCore = typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: unknown;
};

export const RUNTIME_CORE_FOR_REMOTES = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export function provideRuntimeCore(
  target: GlobalWithCore = globalThis as GlobalWithCore,
  host = 'shell',
): void {
  target._FEDERATION_RUNTIME_CORE ??= RUNTIME_CORE_FOR_REMOTES;
  target._FEDERATION_RUNTIME_CORE_FROM ??= { name: host, version: '2.9.2' };
}
