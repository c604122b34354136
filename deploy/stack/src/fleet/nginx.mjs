// @ts-check
// The fleet's load balancer: Debian's nginx, run in the foreground as a child of
// `npm run start:fleet` (so Ctrl-C stops it with the rest), with a config written for the fleet:
//   shell     round robin over the shell servers; a server that refuses or times out is skipped
//             and the request tried on the next (proxy_next_upstream), so one server down is no
//             error page
//   payments  the same over the payments standalone hosts
//   sandbox   over the sandbox processes (the API, the provider's pages)
//   cdn       the CDN folder as plain files: version folders immutable for a year, manifests
//             no-cache, dot-folders (the embedded registry, publish temp folders) never served
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { IMMUTABLE, NO_CACHE } from '../cdn-server.mjs';
import { spawnTracked } from '../processes.mjs';

/** A proxied site: its port and its servers' ports. */
function proxySite(name, port, upstreamPorts) {
  return `
  upstream ${name} {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }`;
}

/**
 * nginx.conf for a fleet.
 * @param {{ dir: string, cdnDir: string, ports: { shell: number, payments: number,
 *   sandbox: number, cdn: number }, upstreams: { shell: number[], payments: number[],
 *   sandbox: number[] } }} fleet
 */
export function nginxConfig({ dir, cdnDir, ports, upstreams }) {
  const cors = `add_header Access-Control-Allow-Origin * always;
      add_header Access-Control-Allow-Methods "GET, HEAD, OPTIONS" always;
      add_header Access-Control-Allow-Headers * always;`;
  return `# Written by deploy/stack/src/fleet/nginx.mjs for npm run start:fleet.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  types { application/javascript mjs; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${proxySite('shell', ports.shell, upstreams.shell)}
${proxySite('payments', ports.payments, upstreams.payments)}
${proxySite('sandbox', ports.sandbox, upstreams.sandbox)}
  server {
    listen 127.0.0.1:${ports.cdn};
    listen [::1]:${ports.cdn};
    root ${cdnDir};
    location ~ /\\. { return 404; }
    location ~ /mf-(manifest|stats)\\.json$ {
      ${cors}
      add_header Cache-Control "${NO_CACHE}" always;
    }
    location ~ "^/[^/]+/[0-9A-Za-z.+-]+-[0-9a-f]{8}/" {
      ${cors}
      add_header Cache-Control "${IMMUTABLE}" always;
    }
    location / {
      ${cors}
      add_header Cache-Control "${NO_CACHE}" always;
    }
  }
}
`;
}

/**
 * Writes the config into the fleet's nginx folder (its temp folders too); nginx's arguments for
 * it: that config, that folder as its prefix, its error log there.
 * @param {Parameters<typeof nginxConfig>[0]} fleet
 */
export function writeNginxConfig(fleet) {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(fleet.dir, 'tmp', sub), { recursive: true });
  // Started as root, nginx's workers run as `nobody`: they write request bodies there.
  if (process.getuid?.() === 0)
    execFileSync('chown', ['-R', 'nobody', path.join(fleet.dir, 'tmp')]);
  const file = path.join(fleet.dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(fleet));
  return ['-c', file, '-p', fleet.dir, '-e', path.join(fleet.dir, 'error.log')];
}

/**
 * Starts nginx on the fleet's config (a tracked child: stopAll() ends it).
 * @param {string} binary
 * @param {Parameters<typeof nginxConfig>[0]} fleet
 */
export async function startNginx(binary, fleet) {
  // One left running by a fleet whose process was killed holds the ports: it goes first.
  let pid = 0;
  try {
    pid = Number(fs.readFileSync(path.join(fleet.dir, 'nginx.pid'), 'utf8'));
  } catch {
    // no pid file: nothing left running
  }
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; alive(pid) && waited < 5000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return spawnTracked(binary, writeNginxConfig(fleet));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Rewrites the config (other upstreams, say) and has the running nginx reload it gracefully. */
export function reloadNginx(binary, fleet) {
  execFileSync(binary, [...writeNginxConfig(fleet), '-s', 'reload']);
}
