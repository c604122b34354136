// Types for registry.mjs (read by the shell server, shell/server/, and its tests).
/** A route of a remote's routes.json (shell/src/federation/remotes-manifest.ts reads them). */
export interface RouteEntry {
  path: string;
  name?: string;
  access?: string;
  title?: string;
  marketplaceOnly?: boolean;
  hidesChrome?: boolean;
  heading?: string;
  headingView?: string;
  frame?: string;
  skeleton?: string;
  /** The data the page reads (@storefront/state/route-data's names). */
  data?: string[];
}
/** A remote live in an environment: its version, the last-known-good first in `previous`. */
export interface LiveEntry {
  version: string;
  previous?: string[];
  canary?: { version: string; percent: number; since: string };
}
export interface Registry {
  environments: Record<string, Record<string, LiveEntry | undefined> | undefined>;
  published: Record<
    string,
    Record<string, { publishedAt?: string; routes?: RouteEntry[] } | undefined> | undefined
  >;
  history: HistoryEntry[];
}
/** Who promoted or rolled back what, when and why (newest last). */
export interface HistoryEntry {
  at: string;
  environment: string;
  remote: string;
  action: string;
  version?: string;
  from?: string;
  percent?: number;
  who?: string;
  why?: string;
}
export declare const VERSION_PATTERN: RegExp;
export declare function operator(env?: NodeJS.ProcessEnv): string;
export declare function readRegistry(cdnDir: string): Promise<Registry>;
/** A number that grows with every change of the registry. */
export declare function registryRevision(cdnDir: string): Promise<number>;
export declare function updateRegistry<T>(
  cdnDir: string,
  change: (
    registry: Registry,
    query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  ) => T | Promise<T>,
): Promise<T>;
/** Where the registry of `cdnDir` lives in this process (tests; a fleet's config). */
export declare function useRegistryDatabase(
  cdnDir: string,
  location: { url: string; schema?: string },
): void;
export declare function closeRegistryDatabase(cdnDir: string): Promise<void>;
export declare function closeRegistryDatabases(): Promise<void>;
export declare function hashDist(distDir: string): Promise<string>;
export declare function publish(options: {
  rootDir: string;
  cdnDir: string;
  remote: string;
  from?: string;
}): Promise<{ remote: string; version: string; dir: string; created: boolean }>;
export declare function networkErrorCode(error: unknown): string | undefined;
export declare function checkLoads(options: {
  cdnUrl: string;
  remote: string;
  version: string;
  fetch?: typeof fetch;
}): Promise<{ manifestUrl: string; remoteEntryUrl: string }>;
export declare function promote(options: {
  cdnDir: string;
  cdnUrl: string;
  remote: string;
  version: string;
  environment?: string;
  fetch?: typeof fetch;
  canary?: number;
  who?: string;
  why?: string;
}): Promise<{
  remote: string;
  version: string;
  previous: string[] | undefined;
  changed: boolean;
  canary?: number;
}>;
export declare function endCanary(options: {
  cdnDir: string;
  remote: string;
  version: string;
  environment?: string;
  who: string;
  why: string;
  action?: string;
}): Promise<boolean>;
export declare function rollback(options: {
  cdnDir: string;
  remote: string;
  to?: string;
  environment?: string;
  who?: string;
  why?: string;
}): Promise<{
  remote: string;
  version: string;
  from: string;
  previous: string[];
  canary?: boolean;
}>;
export declare function status(options: { cdnDir: string; environment?: string }): Promise<{
  environment: string;
  remotes: Array<{
    remote: string;
    live: string | null;
    previous: string[];
    canary: {
      version: string;
      percent: number;
      since: string;
      served: number;
      failed: number;
    } | null;
    kept: string[];
  }>;
  history: HistoryEntry[];
}>;
