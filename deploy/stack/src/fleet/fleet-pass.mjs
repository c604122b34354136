// @ts-check
// npm test's fleet pass (issue 42): a fleet of its own (throwaway PostgreSQL cluster, nginx, two
// sandboxes, two shell servers on ports from FLEET_PORT), then the fleet's journeys against it
// (deploy/e2e/tests/fleet.spec.ts). The fleet stops with the rest of npm test's processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onStop } from '../processes.mjs';
import { stackConfig } from '../ports.mjs';
import { playwrightPass } from '../test-passes.mjs';
import { fleetConfig } from './fleet-config.mjs';
import { startFleet } from './start-fleet.mjs';

/**
 * @param {import('../test-passes.mjs').TestRun} run
 * @param {{ port: number, operatorToken: string }} options
 * @returns {Promise<import('../test-summary.mjs').Totals>}
 */
export async function fleetPass(run, { port, operatorToken }) {
  const { rootDir, log, clock } = run;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-fleet-'));
  fs.chmodSync(scratch, 0o755); // PostgreSQL's and nginx's users read below it
  onStop(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const env = {
    ...process.env,
    FLEET_DATA_DIR: scratch,
    FLEET_PORT: String(port),
    OPERATOR_TOKEN: operatorToken,
  };
  const fleet = fleetConfig(env, rootDir);
  let state;
  try {
    state = await clock.phase('fleet start', () =>
      startFleet(fleet, { env, log: (line) => log(`[fleet] ${line}`) }),
    );
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    return { passed: 0, failed: 1, skipped: 0, notes: [`fleet: did not start: ${error.message}`] };
  }
  const config = stackConfig({ ...state.env, OPERATOR_TOKEN: operatorToken }, rootDir);
  return playwrightPass(run, config, 'fleet', {
    env: { E2E_FLEET_FILE: fleet.stateFile, REGISTRY_DATABASE_URL: state.registryUrl },
  });
}
