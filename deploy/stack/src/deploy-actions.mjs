// @ts-check
// What an operator can do to the registry, one code path for the CLI (bin/deploy.mjs) and the
// operators' page (shell/server/operators/): a promote goes through the contract gate against the
// running stack, then promote()'s load check from the CDN; a rollback ends a running canary first,
// else goes back to the last-known-good; status reads what is live, kept and done.
import { startCdnServer } from './cdn-server.mjs';
import { checkContract } from './contract-gate.mjs';
import { promote, rollback, status } from './registry.mjs';
import { close } from './static-files.mjs';

/**
 * @param {ReturnType<import('./ports.mjs').stackConfig>} config
 * @param {{ log?: (line: string) => void }} [options]
 */
export function deployActions(config, { log = console.log } = {}) {
  /** With no CDN server running (no npm start), serve the CDN folder on CDN_PORT for `fn`. */
  async function withCdn(fn) {
    try {
      return await fn();
    } catch (caught) {
      const error = /** @type {Error} */ (caught);
      if (!/ECONNREFUSED/.test(error.message) || new URL(config.cdnUrl).hostname !== 'localhost')
        throw error;
      const server = await startCdnServer({ cdnDir: config.cdnDir, port: config.cdnPort });
      try {
        return await fn();
      } finally {
        await close(server);
      }
    }
  }

  return {
    /**
     * The contract gate (contract-gate.mjs) against the running stack, then the promote (which
     * checks the build loads from the CDN over HTTP). `skipGate`: an operator's reason to go live
     * without the gate (an emergency, a deliberately broken build in a resilience test); logged
     * and kept in the history's why.
     * @param {{ remote: string, version: string, canary?: number, why?: string, who?: string,
     *   skipGate?: string }} request
     */
    async promote({ remote, version, canary, why, who, skipGate }) {
      if (skipGate) log(`Contract gate skipped: ${skipGate}`);
      else {
        log(`Contract gate: ${remote}@${version} against ${config.shellUrl}`);
        const { checks } = await checkContract({
          config,
          remote,
          version,
          store: process.env.DEPLOY_GATE_STORE,
          log,
        });
        log(`  passed: ${checks.join(', ')}`);
      }
      return withCdn(() =>
        promote({
          cdnDir: config.cdnDir,
          cdnUrl: config.cdnUrl,
          remote,
          version,
          environment: config.environment,
          canary,
          ...(who ? { who } : {}),
          why: skipGate
            ? [why, `contract gate skipped: ${skipGate}`].filter(Boolean).join('; ')
            : why,
        }),
      );
    },
    /** @param {{ remote: string, to?: string, why?: string, who?: string }} request */
    rollback: ({ remote, to, why, who }) =>
      rollback({
        cdnDir: config.cdnDir,
        remote,
        to,
        why,
        environment: config.environment,
        ...(who ? { who } : {}),
      }),
    status: () => status({ cdnDir: config.cdnDir, environment: config.environment }),
  };
}

/** @typedef {ReturnType<typeof deployActions>} DeployActions */
