// Types for chromium.mjs (its TypeScript and JS importers read these, not the .mjs).
export declare const CHROMIUM_EXECUTABLE: string;
export declare const CHROMIUM_HEADLESS_SHELL: string;
export declare const CHROMIUM_BASE_ARGS: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const UNUSED_BROWSER_FEATURES: string[];
export declare const CHROMIUM_OPTIONS: { executablePath: string; args: string[] };
