// What the security/*.test.ts share (issue 10: one regression test per finding of the hostile-input
// review, issue 36 after it): a sandbox at the real per-client limits (factor 1), fresh e-mails and
// names, and a sign-in by code.
import { sharedSandbox, type Client } from '../helpers';

export const FA = 'st-farmacia-demo';
export const SV = 'st-servicios-demo';
export const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.';

let counter = 0;
/** A number this test file has not used yet (module state: one count per file). */
export const nextCount = () => (counter += 1);
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${nextCount()}@test.cl`;

/**
 * This file's sandbox. The postgres project (jest.config.cjs) runs it on a PostgreSQL server too:
 * the races of issue 36 (simultaneous uses of a login link) then meet real concurrent transactions.
 */
export function securitySuite() {
  const sandbox = sharedSandbox();

  /** A JSON body sent as written (too deep for JSON.stringify inside jest's smaller stack). */
  const rawPost = (path: string, text: string) =>
    fetch(`${sandbox.url}/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });

  /** A code sent to `email` for the store, then verifyCode with it. */
  async function codeSignIn(v1: Client, email: string, storeName: string, storeId: string) {
    expect((await v1.post('/auth/generateCode', { email, storeName })).status).toBe(200);
    const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
    return v1.get(
      `/auth/verifyCode?email=${encodeURIComponent(email)}&code=${mail.body.data[0].code}&storeId=${storeId}`,
    );
  }

  return { sandbox, rawPost, codeSignIn };
}
