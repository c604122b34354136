// Types for bundle-report.mjs (its TypeScript and JS importers read these, not the .mjs).
import type { Browser } from '@playwright/test';

export interface BenchRoute {
  id: string;
  owner: string;
  url: string;
  signedIn: boolean;
}
export interface Tokens {
  access: string;
  refresh: string;
}
export interface Shopper extends Tokens {
  email: string;
}
export interface MeasuredRoute {
  id: string;
  owner: string;
  url: string;
  rendered: boolean;
  error: string | null;
  renderMs: number;
  total: { files: number; bytes: number; gzip: number };
  byBucket: Record<string, { files: number; bytes: number; gzip: number }>;
  files: Array<{ url: string; gzip: number }>;
}
export declare function benchRoutes(stack: { shellUrl: string }): BenchRoute[];
export declare function benchShoppers(
  sandboxUrl: string,
): Promise<{ ana: Shopper; checkout: Shopper }>;
export declare function signIn(sandboxUrl: string, email: string): Promise<Shopper>;
export declare function tokensFor<T extends Tokens>(
  route: BenchRoute,
  shoppers: { ana: T; checkout: T },
): T | null;
export declare function measureRoute(
  browser: Browser,
  route: BenchRoute,
  options: {
    shellUrl: string;
    cdnUrl: string;
    tokens: Tokens | null;
    fileIndex?: Map<string, { container: string; packages: string[] }>;
    timeoutMs?: number;
  },
): Promise<MeasuredRoute>;
export declare const CHROMIUM_OPTIONS: { executablePath: string; args: string[] };
export declare function bucketOf(url: string, urls: { shellUrl: string; cdnUrl: string }): string;
export declare function sharedFileIndex(
  manifests: {
    shell: object | null;
    remotes: Array<{ package: string; baseUrl: string; manifest: object }>;
  },
  shellUrl: string,
): Map<string, { container: string; packages: string[] }>;
/** The report bundleReport resolves to (what formatReport, formatMarkdown and the budgets read). */
export interface BundleReport {
  routes: MeasuredRoute[];
  singletonsOnce: boolean;
  [key: string]: unknown;
}
export declare function bundleReport(stack: {
  shellUrl: string;
  cdnUrl: string;
  sandboxUrl: string;
  log?: (line: string) => void;
  shellComposition?: Map<string, { gzip: number; packages: Map<string, number> }> | null;
}): Promise<BundleReport>;
/** What the text tables read of a report's routes. */
export interface FormattedRoute {
  id: string;
  rendered: boolean;
  renderMs: number;
  total: { gzip: number };
  byBucket: Record<string, { gzip: number }>;
}
export declare function formatReport(report: {
  routes: FormattedRoute[];
  [key: string]: unknown;
}): string;
export declare function formatMarkdown(report: {
  routes: FormattedRoute[];
  [key: string]: unknown;
}): string;
