// Types for canary.mjs (read by the shell server, shell/server/, and its tests).
import type { IncomingMessage } from 'node:http';
import type { Registry } from './registry.mjs';

export interface ServedCanary {
  package: string;
  version: string;
  since: string;
}
export interface CanaryWatch {
  /** The verified browser id of a request's cookie; null without one the stack signed. */
  browserIdOf(req: { headers: IncomingMessage['headers'] }): Promise<string | null>;
  /** A new browser: its id, and the Set-Cookie value that gives it the signed id. */
  newBrowser(): Promise<{ id: string; cookie: string }>;
  /** A page served `pkg`'s canary `version` (started at `since`) to browser `id`. */
  served(pkg: string, version: string, since: string, id: string | null | undefined): Promise<void>;
  /** A browser reported a failure of `pkg@version`; resolves true when the canary ended. */
  failed(pkg: string, version: string, id: string): Promise<boolean>;
  /** For tests: the counts per canary version. */
  stats(): Promise<Record<string, { served: number; failed: number }>>;
  /** Writes every count not saved yet. */
  flush(): Promise<void>;
}
export declare const CANARY_COOKIE: 'storefront_canary';
export declare function canaryCookieValue(req: { headers: { cookie?: string } }): string | null;
export declare const newBrowserId: () => string;
export declare function signedBrowserId(secret: string, id: string): string;
export declare function verifiedBrowserId(secret: string, value: string | null | undefined): string | null;
export declare const canaryCookie: (value: string) => string;
export declare function canarySecret(cdnDir: string, env?: NodeJS.ProcessEnv): Promise<string>;
/** The browser's cohort, 0–99, from its id. */
export declare function cohortOf(id: string): number;
export declare function runningCanaries(
  registry: Pick<Registry, 'environments'>,
  environment: string,
): Array<{ package: string; version: string; percent: number; since: string; live: string }>;
export declare function withCanaries<R extends { package?: string }>(
  live: { remotes: R[] },
  registry: Pick<Registry, 'environments' | 'published'>,
  environment: string,
  cohort: number,
  cdnUrl: string,
): { remotes: { remotes: R[] }; canaries: ServedCanary[] };
/** A failure report's body; null when malformed. */
export declare function parseReport(text: string): { package: string; version: string; kind: string } | null;
export declare function createCanaryWatch(options: {
  cdnDir: string;
  environment?: string;
  minBrowsers?: number;
  maxErrorRate?: number;
  log?: (line: string) => void;
}): CanaryWatch;
