// Failed sign-ins on the operators' page, per client address, counted in the registry's database
// (deploy/stack/src/operator-sign-ins.mjs), so every shell server of a fleet shares them: past 10
// in 15 minutes every sign-in from that address is refused until the window slides. The token's
// length (16+ characters) is the real defence; this stops a script from trying at line speed.
// Behind a load balancer the address is the balancer's, so the brake covers everyone: stricter,
// which suits a page only operators use.
import type http from 'node:http';
import {
  SIGN_IN_BRAKE,
  recentSignInFailures,
  signInFailed,
  signInSucceeded,
} from '../../../deploy/stack/src/operator-sign-ins.mjs';

export { SIGN_IN_BRAKE };

export function createSignInBrake(cdnDir: string, now: () => number = Date.now) {
  const addressOf = (req: http.IncomingMessage) => req.socket.remoteAddress ?? 'unknown';
  return {
    /** True while the address may not try again. */
    locked: async (req: http.IncomingMessage) =>
      (await recentSignInFailures(cdnDir, addressOf(req), now())) >= SIGN_IN_BRAKE.failures,
    failed: (req: http.IncomingMessage) => signInFailed(cdnDir, addressOf(req), now()),
    succeeded: (req: http.IncomingMessage) => signInSucceeded(cdnDir, addressOf(req)),
  };
}
