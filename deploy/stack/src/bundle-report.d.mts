// Types for the parts of bundle-report.mjs the Playwright budget test uses.
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
export declare function tokensFor(
  route: BenchRoute,
  shoppers: { ana: Tokens; checkout: Tokens },
): Tokens | null;
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
