// Types of jest-console.cjs (@storefront/config/jest-console).

/**
 * This test logs console.error matching `pattern` (a RegExp, or a substring of the formatted
 * message, as util.format prints the arguments) at least once: those logs do not fail it, and the
 * test fails if none was logged by its end. Call it inside the one test that expects the log.
 * Returns the matching messages logged so far, for a test that waits for the log:
 * `const logged = expectConsoleError(/x/); await waitFor(() => expect(logged()).toHaveLength(1));`
 */
export declare function expectConsoleError(pattern: RegExp | string): () => string[];
/** The same for console.warn. */
export declare function expectConsoleWarn(pattern: RegExp | string): () => string[];

/** For the preset's own tests: what jest-setup-console.cjs calls once per test file. */
export declare function installConsoleGuard(): void;

/** For the preset's own tests: the problems of the logs recorded since the last verdict. */
export declare function verdict(state: unknown): string[];
