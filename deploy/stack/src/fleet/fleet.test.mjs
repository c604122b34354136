// @ts-check
// The fleet's pieces that need no running fleet: its ports, nginx's config (checked by nginx
// itself, `nginx -t`, where Debian's nginx is installed, as .ci/run installs it), and the bench's
// percentile. The fleet running is proved by e2e/tests/fleet.spec.ts (npm test's fleet pass).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary } from './debian-packages.mjs';
import { quantile } from './fleet-bench.mjs';
import { fleetConfig, fleetProcessEnv } from './fleet-config.mjs';
import { nginxConfig, writeNginxConfig } from './nginx.mjs';
import { nginxSites } from './start-fleet.mjs';

test('ports: nginx from FLEET_PORT, its servers above it; bad values are refused', () => {
  const fleet = fleetConfig({ FLEET_PORT: '9000' }, '/repo');
  expect(fleet.ports).toEqual({ shell: 9000, cdn: 9001, payments: 9002, sandbox: 9003 });
  expect(fleet.shellServers).toEqual([
    { shellPort: 9010, paymentsPort: 9020 },
    { shellPort: 9011, paymentsPort: 9021 },
  ]);
  expect(fleet.sandboxPorts).toEqual([9030, 9031]);
  expect(fleet.postgresPort).toBe(9040);
  expect(fleet.cdnDir).toBe('/repo/.data/fleet/cdn');
  expect(fleetConfig({ FLEET_SHELL_SERVERS: '3' }, '/repo').shellServers).toHaveLength(3);
  expect(() => fleetConfig({ FLEET_PORT: 'x' }, '/repo')).toThrow('FLEET_PORT');
  expect(() => fleetConfig({ FLEET_SANDBOXES: '0' }, '/repo')).toThrow('FLEET_SANDBOXES');
});

test('every process of the fleet shares the database and reaches the API and CDN through nginx', () => {
  const fleet = fleetConfig({ FLEET_PORT: '9000' }, '/repo');
  expect(fleetProcessEnv(fleet, 'postgres://db', {})).toEqual({
    CDN_DIR: '/repo/.data/fleet/cdn',
    SHELL_PUBLIC_URL: 'http://localhost:9000',
    CDN_PUBLIC_URL: 'http://localhost:9001',
    PAYMENTS_PUBLIC_URL: 'http://localhost:9002',
    SANDBOX_PUBLIC_URL: 'http://localhost:9003',
    SANDBOX_INTERNAL_URL: 'http://127.0.0.1:9003',
    REGISTRY_DATABASE_URL: 'postgres://db',
    DATABASE_URL: 'postgres://db',
    DEPLOY_ENV: 'local',
  });
});

test('nginx balances over every server, skips one that refuses, and serves the CDN folder as the CDN server does', () => {
  const fleet = fleetConfig({ FLEET_PORT: '9000' }, '/repo');
  const config = nginxConfig(nginxSites(fleet));
  for (const port of [9010, 9011, 9020, 9021, 9030, 9031])
    expect(config).toContain(`server 127.0.0.1:${port} max_fails=1`);
  expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
  expect(config).toContain('proxy_set_header Host $http_host;');
  expect(config).toContain('root /repo/.data/fleet/cdn;');
  expect(config).toContain('location ~ /\\. { return 404; }');
  expect(config).toContain('Cache-Control "public, max-age=31536000, immutable"');
  // bench:fleet's "one server": the shell and payments upstreams hold only the first.
  const one = nginxConfig(nginxSites(fleet, 1));
  expect(one).toContain('server 127.0.0.1:9010 ');
  expect(one).not.toContain('server 127.0.0.1:9011 ');
  expect(one).toContain('server 127.0.0.1:9031 ');
});

const nginx = nginxBinary();
(nginx ? test : test.skip)('nginx itself accepts the config (nginx -t)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-nginx-'));
  try {
    const fleet = fleetConfig({ FLEET_PORT: '9000', FLEET_DATA_DIR: dir }, '/repo');
    const args = writeNginxConfig(nginxSites(fleet));
    execFileSync(/** @type {string} */ (nginx), ['-t', '-q', ...args], { stdio: 'pipe' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the bench's p95 is the nearest-rank percentile", () => {
  const times = Array.from({ length: 100 }, (_, i) => i + 1);
  expect(quantile(times, 0.95)).toBe(95);
  expect(quantile(times, 0.5)).toBe(50);
  expect(quantile([7], 0.95)).toBe(7);
  expect(quantile([], 0.95)).toBeNaN();
});
