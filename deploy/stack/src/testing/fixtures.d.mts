// Types for fixtures.mjs (the shell server's tests, shell/server/, use them).
import type { RouteEntry } from '../registry.mjs';

export interface World {
  root: string;
  rootDir: string;
  cdnDir: string;
  cdnUrl: string;
  /** Where the world's registry lives (its own schema). */
  registry: { url: string; schema: string };
  cleanup(): Promise<void>;
}
export interface LiveRemoteEntry {
  name: string;
  package: string;
  version: string;
  manifestUrl: string;
  lastKnownGood: { version: string; manifestUrl: string } | null;
  routes: RouteEntry[];
}
export interface FakeBuildOptions {
  name?: string;
  marker?: string;
  routes?: RouteEntry[];
  serverBuild?: boolean;
}
export declare const CATALOG_ROUTES: Array<{ path: string; name: string; access: string; title: string }>;
export declare function liveRemoteEntry(entry: { name: string; pkg: string; version: string; routes?: RouteEntry[] }): LiveRemoteEntry;
export declare const LIVE_CATALOG: LiveRemoteEntry;
/** A temp folder (the caller removes it). */
export declare function tempDir(prefix?: string): Promise<string>;
export declare function writeFakeBuild(distDir: string, options?: FakeBuildOptions): Promise<void>;
export declare function publishOnly(world: World, marker: string, buildOptions?: FakeBuildOptions): Promise<string>;
export declare function publishAndPromote(world: World, marker: string, buildOptions?: FakeBuildOptions): Promise<string>;
export declare function createWorld(): Promise<World>;
