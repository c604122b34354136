// @ts-check
// Environment → the fleet's ports, URLs and folders (`npm run start:fleet`, its journey in npm test,
// `npm run bench:fleet`). FLEET_PORT is nginx's first port; the servers behind it take ports above:
//   FLEET_PORT      shell (store pages, operators' page)   FLEET_PORT + 10 + i  shell server i
//   FLEET_PORT + 1  CDN (the CDN folder as static files)   FLEET_PORT + 20 + i  its payments host
//   FLEET_PORT + 2  payments standalone page               FLEET_PORT + 30 + i  sandbox i
//   FLEET_PORT + 3  sandbox (API, provider pages)          FLEET_PORT + 40      PostgreSQL
import path from 'node:path';

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} rootDir
 */
export function fleetConfig(env, rootDir) {
  const base = Number(env.FLEET_PORT ?? 8090);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000)
    throw new Error(`FLEET_PORT must be a port from 1024 to 65000, got "${env.FLEET_PORT}"`);
  const count = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > 9)
      throw new Error(`${name} must be a whole number from 1 to 9, got "${env[name]}"`);
    return value;
  };
  const shellServers = count('FLEET_SHELL_SERVERS', 2);
  const sandboxes = count('FLEET_SANDBOXES', 2);
  const dataDir = path.resolve(rootDir, env.FLEET_DATA_DIR ?? '.data/fleet');
  const url = (offset) => `http://localhost:${base + offset}`;
  return {
    rootDir,
    dataDir,
    cdnDir: path.join(dataDir, 'cdn'),
    /** The file a running fleet describes itself in (its journey and bench read it). */
    stateFile: path.join(dataDir, 'fleet.json'),
    ports: { shell: base, cdn: base + 1, payments: base + 2, sandbox: base + 3 },
    urls: { shell: url(0), cdn: url(1), payments: url(2), sandbox: url(3) },
    shellServers: Array.from({ length: shellServers }, (_, i) => ({
      shellPort: base + 10 + i,
      paymentsPort: base + 20 + i,
    })),
    sandboxPorts: Array.from({ length: sandboxes }, (_, i) => base + 30 + i),
    postgresPort: Number(env.FLEET_POSTGRES_PORT ?? base + 40),
    database: 'storefront',
    environment: env.DEPLOY_ENV ?? 'local',
  };
}

/**
 * The environment of one process of the fleet: public URLs are nginx's, the API is reached
 * through nginx (balanced over the sandboxes), the registry and the sandbox's data are the one
 * PostgreSQL database.
 * @param {ReturnType<typeof fleetConfig>} fleet
 * @param {string} databaseUrl
 * @param {NodeJS.ProcessEnv} [env]
 */
export function fleetProcessEnv(fleet, databaseUrl, env = process.env) {
  return {
    ...env,
    CDN_DIR: fleet.cdnDir,
    SHELL_PUBLIC_URL: fleet.urls.shell,
    CDN_PUBLIC_URL: fleet.urls.cdn,
    PAYMENTS_PUBLIC_URL: fleet.urls.payments,
    SANDBOX_PUBLIC_URL: fleet.urls.sandbox,
    SANDBOX_INTERNAL_URL: `http://127.0.0.1:${fleet.ports.sandbox}`,
    REGISTRY_DATABASE_URL: databaseUrl,
    DATABASE_URL: databaseUrl,
    DEPLOY_ENV: fleet.environment,
  };
}
