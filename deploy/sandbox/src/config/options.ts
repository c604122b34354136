// What startSandbox accepts, and the defaults that make `startSandbox()` a throwaway in-memory
// server on a random port (the form tests use).
export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default: 127.0.0.1, plus ::1 on the same port so "localhost" works whatever it resolves to. */
  host?: string;
  /** PGlite data folder (guarded by a lock file). Undefined: an in-memory database. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** Access-token lifetime in seconds (default 900). */
  accessTtlSeconds?: number;
  /** How browsers reach this server (image URLs, the card inscription page). Default http://localhost:{port}. */
  publicUrl?: string;
  /** Where the storefront shell runs (store URLs, the provider home). Default http://localhost:8080. */
  shellPublicUrl?: string;
  /** Where the payments standalone page runs (PAYMENTS_PUBLIC_URL): provider returns may go there. */
  paymentsPublicUrl?: string;
  /** Empty and reseed the database at start. */
  reset?: boolean;
  /** Multiplies the per-client limits (default 1; the test stack's browsers share one address). */
  clientLimitFactor?: number;
  /** Keys each brake table keeps (default 100,000; a test floods a small one). */
  brakeTableKeys?: number;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_ACCESS_TTL_SECONDS = 900;
export const DEFAULT_SHELL_URL = 'http://localhost:8080';
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
