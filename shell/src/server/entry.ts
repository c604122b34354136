// The shell's Node build (shell/dist-server/main.js, `require`d by the shell server's render
// worker; contract in deploy/ssr-spike.md and issue 15). The dynamic imports are the async
// boundary: the federation share scope initialises before React or any shared package is touched
// (the browser entry's rule, src/index.ts).
import type { RenderInput, RenderResult, WarmUpInput } from './render';

export type { RenderInput, RenderResult, WarmUpInput };

/** One server render of a public store page; rejects only on a bug (callers then fall back). */
export async function render(input: RenderInput): Promise<RenderResult> {
  const { renderPage } = await import('./render');
  return renderPage(input);
}

/** Loads every public remote's server entry once, so the first shopper does not pay for it. */
export async function warmUp(input: WarmUpInput): Promise<void> {
  const { warmUpRemotes } = await import('./render');
  return warmUpRemotes(input);
}
