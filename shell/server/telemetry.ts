// What the shell server reports and counts: its warnings (one prefix, so the stack's log tells them
// apart), the pages' failure reports (POST /telemetry, shared/config/runtime/failure-beacon.ts) and the canary
// pages it serves, both counted by the canary watch (deploy/stack/src/canary.mjs), which ends a
// canary whose error rate passes its threshold.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseReport, type CanaryWatch, type ServedCanary } from '../../deploy/stack/src/canary.mjs';

/** Where a page posts its report of a remote's failure. */
export const TELEMETRY_PATH = '/telemetry';

/** The largest report read; a longer body is dropped. */
const MAX_REPORT_CHARS = 2048;

/** A warning of the shell server, in the stack's log. */
export function warn(message: string): void {
  console.warn(`[shell-server] ${message}`);
}

/** The message of a thrown value. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** POST /telemetry: a page's report of a remote's failure (canary.mjs), answered 204. */
export async function receiveReport(req: IncomingMessage, res: ServerResponse, canaryWatch: CanaryWatch): Promise<void> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_REPORT_CHARS) break;
  }
  const report = text.length <= MAX_REPORT_CHARS ? parseReport(text) : null;
  const browserId = await canaryWatch.browserIdOf(req);
  if (report && browserId) await canaryWatch.failed(report.package, report.version, browserId);
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}

/** A page went out with these canaries to this browser: the watch counts it. */
export function countServed(canaryWatch: CanaryWatch, canaries: ServedCanary[], browserId: string | undefined): void {
  for (const c of canaries) void canaryWatch.served(c.package, c.version, c.since, browserId);
}
