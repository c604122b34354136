// Types for operator-sign-ins.mjs (read by the shell server's operators' page).
export declare const SIGN_IN_BRAKE: { failures: number; windowMs: number; rows: number };
export declare function recentSignInFailures(
  cdnDir: string,
  address: string,
  now?: number,
): Promise<number>;
export declare function signInFailed(cdnDir: string, address: string, now?: number): Promise<void>;
export declare function signInSucceeded(cdnDir: string, address: string): Promise<void>;
