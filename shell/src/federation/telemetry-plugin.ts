// Policy: TELEMETRY. Observe, never recover. A remote that fails for good (after retries and
// last-known-good) is announced once on the bus as 'remote:failed'; a load that only succeeded
// through a recovery is reported as an analytics event. Loads nest (the last-known-good plugin
// loads again from inside an error hook), so nesting is counted per remote and only the
// outermost load reports.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface TelemetrySink {
  remoteFailed(event: { remote: string; error: string }): void;
  remoteRecovered?(event: { remote: string; id: string }): void;
}

const remoteOf = (id: string) => id.split('/')[0] ?? id;

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}

export function telemetryPlugin(sink: TelemetrySink): ModuleFederationRuntimePlugin {
  const depth = new Map<string, number>();

  return {
    name: 'storefront-telemetry',

    beforeRequest(args) {
      const remote = remoteOf(args.id);
      depth.set(remote, (depth.get(remote) ?? 0) + 1);
      return args;
    },

    afterLoadRemote({ id, error, recovered, remote }) {
      const name = remote?.name ?? remoteOf(id);
      const level = Math.max(0, (depth.get(name) ?? 1) - 1);
      depth.set(name, level);
      if (level > 0) return;
      if (error !== undefined && !recovered)
        sink.remoteFailed({ remote: name, error: describeError(error) });
      else if (recovered) sink.remoteRecovered?.({ remote: name, id });
    },
  };
}
