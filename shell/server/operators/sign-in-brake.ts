// Failed sign-ins on the operators' page, per client address, in this server's memory: past 10 in
// 15 minutes every sign-in from that address is refused until the window slides. The token's
// length (16+ characters) is the real defence; this stops a script from trying at line speed.
// Behind a load balancer the address is the balancer's, so the brake covers everyone: stricter,
// which suits a page only operators use. At most 1,000 addresses are kept (the oldest go).
import type http from 'node:http';

export const SIGN_IN_BRAKE = { failures: 10, windowMs: 15 * 60_000, addresses: 1_000 } as const;

export function createSignInBrake(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const addressOf = (req: http.IncomingMessage) => req.socket.remoteAddress ?? 'unknown';
  const recent = (address: string) =>
    (failures.get(address) ?? []).filter((at) => at > now() - SIGN_IN_BRAKE.windowMs);
  return {
    /** True while the address may not try again. */
    locked: (req: http.IncomingMessage) => recent(addressOf(req)).length >= SIGN_IN_BRAKE.failures,
    failed(req: http.IncomingMessage) {
      const address = addressOf(req);
      const times = [...recent(address), now()];
      failures.delete(address); // re-inserted last: Map order is age order
      failures.set(address, times);
      if (failures.size > SIGN_IN_BRAKE.addresses) failures.delete(failures.keys().next().value!);
    },
    succeeded: (req: http.IncomingMessage) => void failures.delete(addressOf(req)),
  };
}
