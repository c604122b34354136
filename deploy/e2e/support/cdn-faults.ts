// The CDN's fault scenes (deploy/stack/src/cdn-faults.mjs): a remote's files fail on the CDN itself,
// for every browser, the way a CDN fails. Only npm test's stack (CDN_FAULT_SCENES=1) has them; a
// stack without them fails the test here rather than letting it pass on a healthy CDN.
import { CDN_URL } from './env';

export type CdnFault = 'abort' | '404' | 'hang';

const sceneUrl = (remote: string) => `${CDN_URL}/.scenes/faults/${remote}`;

/** Put `remote`'s files under `fault` for the time of `fn`, and always clear it. A hang answers
 * 504 after 10 s, or at once when the scene is cleared. */
export async function withCdnFault<T>(
  remote: string,
  fault: CdnFault,
  fn: () => Promise<T>,
): Promise<T> {
  const set = await fetch(sceneUrl(remote), {
    method: 'PUT',
    body: JSON.stringify({ mode: fault, hangMs: 10_000 }),
  });
  if (set.status !== 200)
    throw new Error(
      `the CDN at ${CDN_URL} took no fault scene (${set.status} ${await set.text()}): ` +
        'start the stack with CDN_FAULT_SCENES=1, as npm test does',
    );
  try {
    return await fn();
  } finally {
    const cleared = await fetch(sceneUrl(remote), { method: 'DELETE' });
    if (cleared.status !== 204) throw new Error(`the ${remote} fault scene was not cleared`);
  }
}
