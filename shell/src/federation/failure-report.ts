// Tells the shell server that a remote's version failed on this page (issue 16, canary), for the
// version the page booted with (booted-remotes.ts); the beacon is shared with the payments
// standalone page (@storefront/config/runtime/failure-beacon). Loaded only when something failed,
// so no page's boot carries it.
import {
  pageBeacon,
  sendFailureBeacon,
  type BeaconSender,
  type FailureKind,
} from '@storefront/config/runtime/failure-beacon';
import { bootedRemotes } from './booted-remotes';

export function reportRemoteFailure(
  remote: string,
  kind: FailureKind,
  send: BeaconSender | undefined = pageBeacon(),
  booted: ReadonlyMap<string, string> = bootedRemotes(),
): boolean {
  return sendFailureBeacon(remote, booted.get(remote), kind, send);
}
