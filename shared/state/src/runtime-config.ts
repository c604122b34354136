import { atom } from 'jotai';
import { globalAtom } from './global-atom';
import type { ThirdPartyConfig } from './third-parties';

/** The shell's `/config.json` (deploy/README.md). */
export interface RuntimeConfig {
  /** Provider API v1 base, e.g. http://localhost:4000/v1. */
  apiBaseUrl: string;
  /** Sandbox origin (mailbox, provider pages), e.g. http://localhost:4000. */
  sandboxUrl: string;
  /** Where "go to the provider home" sends the browser. */
  providerHomeUrl: string;
  /** Hosts where the store name is the first path segment. */
  marketplaceHosts: string[];
  /** Maps, sign-in, analytics and holidays: real services or the sandbox's stand-ins. */
  thirdParties: ThirdPartyConfig;
}

export const runtimeConfigAtom = globalAtom('runtimeConfig', () => atom<RuntimeConfig | null>(null));
