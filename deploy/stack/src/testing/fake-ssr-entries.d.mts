// Types for fake-ssr-entries.mjs (the shell server's SSR tests, shell/server/, use them).
export type FakeEntryKind = 'ok' | 'throws' | 'hangs' | 'gated' | 'exits' | 'oom' | 'broken' | 'leaks';
/** Writes a fake server entry of `kind` into `dir`; resolves with its file. */
export declare function writeFakeEntry(
  dir: string,
  kind: FakeEntryKind,
  options?: { name?: string; marker?: string },
): Promise<string>;
