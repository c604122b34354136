// The fleet under test (npm run start:fleet, or npm test's own): its fleet.json names each shell
// server's port and process, so a journey can open one server directly, or stop one.
import fs from 'node:fs';

/** The fleet's state file (E2E_FLEET_FILE); unset: the fleet journeys skip. */
export const FLEET_FILE = process.env.E2E_FLEET_FILE ?? '';

export interface FleetServer {
  shellPort: number;
  paymentsPort: number;
  pid: number;
}

export interface FleetState {
  urls: { shell: string; cdn: string; payments: string; sandbox: string };
  servers: FleetServer[];
}

export const fleetState = (): FleetState =>
  JSON.parse(fs.readFileSync(FLEET_FILE, 'utf8')) as FleetState;

/** One shell server's own address, past nginx. */
export const serverUrl = (server: FleetServer): string => `http://localhost:${server.shellPort}`;
