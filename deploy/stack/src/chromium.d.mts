export declare const CHROMIUM_OPTIONS: { executablePath: string; args: string[] };
