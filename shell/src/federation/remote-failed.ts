// What the shell does when a remote's page fails (RemotePage's error boundary), in the one chunk
// loaded only then: report the failure for the version the page booted with (failure-report.ts),
// then reload once if that version is no longer live (skew-reload.ts).
import { reportRemoteFailure } from './failure-report';
import { reloadIfStale, type SkewOutcome } from './skew-reload';

export function remoteFailed(remote: string, href: string): Promise<SkewOutcome> {
  reportRemoteFailure(remote, 'failed');
  return reloadIfStale(remote, href);
}
