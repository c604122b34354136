// Types for ports.mjs (read by the shell server, shell/server/, and its tests).
export interface Remote {
  package: string;
  name: string;
}
export interface StackConfig {
  rootDir: string;
  shellPort: number;
  cdnPort: number;
  sandboxPort: number;
  paymentsPort: number;
  embedDemoPort: number;
  shellUrl: string;
  paymentsUrl: string;
  embedDemoUrl: string;
  cdnUrl: string;
  sandboxUrl: string;
  apiBaseUrl: string;
  sandboxInternalUrl: string;
  providerHomeUrl: string;
  cdnDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  environment: string;
  frameAncestors: string[];
  embedOrigins: string[];
  ssr: boolean;
  ssrDeadlineMs: number;
  canaryMinBrowsers: number;
  canaryMaxErrorRate: number;
  cdnFaultScenes: boolean;
  /** OPERATOR_TOKEN (16 characters or more): the operators' page signs in with it; null: no page. */
  operatorToken: string | null;
  /** /config.json's third-party services (README "Third-party services"). */
  thirdParties: ThirdParties;
}
export interface ThirdParties {
  holidaysUrl: string;
  googleAuthorizeUrl: string;
  mapsApiKey: string | null;
  analytics: { url: string; writeKey: string };
}
/** The four remotes: folder/package name and Module Federation container name. */
export declare const REMOTES: Remote[];
export declare function remoteByPackage(pkg: string): Remote;
export declare function stackConfig(env?: NodeJS.ProcessEnv, rootDir?: string): StackConfig;
export declare function frameAncestorsFrom(value: string | undefined): string[];
export declare function thirdPartiesFrom(env: NodeJS.ProcessEnv, sandboxUrl: string): ThirdParties;
