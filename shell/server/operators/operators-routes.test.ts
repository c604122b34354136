// The operators' page over HTTP on a real shell server, with the CLI's own actions
// (deploy-actions.mjs) over a real registry in a temporary CDN folder: sign-in, what it shows, and
// the actions that change the registry (promote goes through the contract gate, which needs the
// whole stack: the resilience journey operators-resilience.spec.ts covers it).
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deployActions } from '../../../deploy/stack/src/deploy-actions.mjs';
import { stackConfig } from '../../../deploy/stack/src/ports.mjs';
import { promote, readRegistry } from '../../../deploy/stack/src/registry.mjs';
import { close, listen } from '../../../deploy/stack/src/static-files.mjs';
import {
  createWorld,
  publishAndPromote,
  publishOnly,
  type World,
} from '../../../deploy/stack/src/testing/fixtures.mjs';
import { configDocument, createShellServer } from '../router';
import { MESSAGES } from './operators-routes';
import { TEXTS } from './operators-page';

const TOKEN = 'token-de-operador-de-prueba';
let world: World;
let server: Server;
let url: string;

async function start(withPage: boolean) {
  const shellDist = path.join(world.root, 'shell-dist');
  await fs.mkdir(shellDist, { recursive: true });
  await fs.writeFile(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  const config = stackConfig({ CDN_DIR: world.cdnDir }, world.rootDir);
  server = await listen(
    createShellServer({
      shellDist,
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      config: configDocument(config),
      operators: withPage
        ? { token: TOKEN, actions: deployActions(config, { log: () => {} }) }
        : null,
    }),
    0,
  );
  url = `http://localhost:${(server.address() as AddressInfo).port}/_operadores`;
}

beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await close(server);
  await world.cleanup();
});

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(fields).toString(),
  });
const get = (cookie = '') => fetch(`${url}/`, { redirect: 'manual', headers: { cookie } });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;
/** The hidden form token of the page's first form. */
const formTokenIn = (html: string) => /name="form" value="([^"]+)"/.exec(html)![1]!;

async function signIn(name = 'Camila Operaciones') {
  const response = await post('/ingresar', { name, token: TOKEN });
  expect(response.status).toBe(303);
  const cookie = cookieOf(response);
  const page = await (await get(cookie)).text();
  return { cookie, form: formTokenIn(page), page };
}

test('without OPERATOR_TOKEN there is no page: 404', async () => {
  await start(false);
  expect((await get()).status).toBe(404);
  expect((await post('/ingresar', { name: 'x', token: TOKEN })).status).toBe(404);
});

test('signs in with a name and the token only; the page is never cached', async () => {
  await start(true);
  const form = await get();
  expect(form.status).toBe(200);
  expect(form.headers.get('cache-control')).toBe('no-store');
  const html = await form.text();
  expect(html).toContain(`${TEXTS.token}<input name="token" type="password"`);
  const wrong = await post('/ingresar', { name: 'Camila', token: 'otro-token-cualquiera' });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).toContain(`<p role="alert">${TEXTS.badToken}</p>`);
  const cookie = cookieOf(await post('/ingresar', { name: 'Camila', token: TOKEN }));
  expect(cookie).toMatch(/^storefront_operator=/);
  // A session made with another token is no session.
  const forged = cookie.replace(/\.[^.]+$/, '.firma-falsa');
  expect(await (await get(forged)).text()).toContain(TEXTS.token);
});

test('shows per remote what is live, the last-known-good, the versions kept, and the history', async () => {
  const first = await publishAndPromote(world, 'a');
  const second = await publishAndPromote(world, 'b');
  const third = await publishOnly(world, 'c');
  await start(true);
  const { page } = await signIn();
  expect(page).toContain('<h2 id="remote-mfe-catalog">mfe-catalog</h2>');
  expect(page).toContain(`<dt>${TEXTS.live}</dt><dd>${second}</dd>`);
  expect(page).toContain(`<dt>${TEXTS.previous}</dt><dd>${first}</dd>`);
  expect(page).toContain(`<option>${third}</option>`);
  expect(page).toContain(`publicación de mfe-catalog@${second} (antes ${first})`);
  expect(page).toContain(`${TEXTS.rollback} (${first})`);
});

test('rolls back through the CLI code: the registry and its history say who and why, the page says it once', async () => {
  const first = await publishAndPromote(world, 'a');
  const second = await publishAndPromote(world, 'b');
  await start(true);
  const { cookie, form } = await signIn('Camila Operaciones');
  const done = await post(
    '/acciones',
    { form, kind: 'rollback', remote: 'mfe-catalog', why: 'el catálogo falla en Safari' },
    cookie,
  );
  expect(done.status).toBe(303);
  const registry = await readRegistry(world.cdnDir);
  expect(registry.environments.local?.['mfe-catalog']?.version).toBe(first);
  expect(registry.history.at(-1)).toMatchObject({
    action: 'rollback',
    version: first,
    from: second,
    who: 'Camila Operaciones',
    why: 'el catálogo falla en Safari',
  });
  const notice = `mfe-catalog: ${second} → ${first} está en vivo.`;
  const shown = await (await get(`${cookie}; ${cookieOf(done)}`)).text();
  expect(shown).toContain(`<p role="status">${notice}</p>`);
  expect(await (await get(cookie)).text()).not.toContain(notice);
});

test('ends a running canary: the live version stays, the canary is gone', async () => {
  const live = await publishAndPromote(world, 'a');
  const canary = await publishOnly(world, 'b');
  await promote({
    cdnDir: world.cdnDir,
    cdnUrl: world.cdnUrl,
    remote: 'mfe-catalog',
    version: canary,
    canary: 25,
  });
  await start(true);
  const { cookie, form, page } = await signIn();
  expect(page).toContain(`${canary} para el 25 % de los navegadores`);
  expect(page).toContain('0 de 0 navegadores fallaron (0 %)');
  const done = await post(
    '/acciones',
    { form, kind: 'end-canary', remote: 'mfe-catalog', why: 'fin de la prueba' },
    cookie,
  );
  expect(done.status).toBe(303);
  const entry = (await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog'];
  expect(entry).toEqual({ version: live, previous: [] });
});

test('refuses bad input with its message and changes nothing; a form from elsewhere is refused', async () => {
  await publishAndPromote(world, 'a');
  const second = await publishAndPromote(world, 'b');
  await start(true);
  const { cookie, form } = await signIn();
  const attempts: [Record<string, string>, number, string][] = [
    [{ form, kind: 'rollback', remote: 'mfe-catalog', why: ' ' }, 400, MESSAGES.why],
    [
      { form, kind: 'promote', remote: 'mfe-catalog', version: '9.9.9-00000000', why: 'x' },
      400,
      MESSAGES.version,
    ],
    [{ form, kind: 'rollback', remote: 'mfe-otro', why: 'x' }, 400, MESSAGES.remote],
    [{ form: 'otro', kind: 'rollback', remote: 'mfe-catalog', why: 'x' }, 403, MESSAGES.expired],
  ];
  for (const [fields, status, message] of attempts) {
    const response = await post('/acciones', fields, cookie);
    expect([response.status, await response.text()]).toEqual([
      status,
      expect.stringContaining(`<p role="alert">${message}</p>`),
    ]);
  }
  const signedOut = await post('/acciones', {
    form,
    kind: 'rollback',
    remote: 'mfe-catalog',
    why: 'x',
  });
  expect(signedOut.status).toBe(401);
  expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']?.version).toBe(
    second,
  );
});

test('signing out ends the session', async () => {
  await publishAndPromote(world, 'a');
  await start(true);
  const { cookie, form } = await signIn();
  const out = await post('/salir', { form }, cookie);
  expect(out.status).toBe(303);
  expect(out.headers.get('set-cookie')).toMatch(/^storefront_operator=; .*Max-Age=0/);
  expect(await (await get(cookieOf(out))).text()).toContain(TEXTS.token);
});

test('ten failed sign-ins from one address lock it for 15 minutes, the right token included, on every server', async () => {
  await start(true);
  for (let i = 0; i < 10; i += 1)
    expect((await post('/ingresar', { name: 'Intruso', token: `intento-${i}` })).status).toBe(401);
  const locked = await post('/ingresar', { name: 'Camila', token: TOKEN });
  expect(locked.status).toBe(429);
  expect(await locked.text()).toContain(`<p role="alert">${TEXTS.tooManyTries}</p>`);
  expect(locked.headers.get('set-cookie')).toBeNull();
  // Another shell server of the same registry (a fleet's, or this one restarted): still locked.
  await close(server);
  await start(true);
  expect((await post('/ingresar', { name: 'Camila', token: TOKEN })).status).toBe(429);
});

test('a sign-in that succeeds forgets the failures before it', async () => {
  await start(true);
  for (let i = 0; i < 9; i += 1)
    expect((await post('/ingresar', { name: 'Camila', token: `typo-${i}` })).status).toBe(401);
  await signIn();
  for (let i = 0; i < 9; i += 1)
    expect((await post('/ingresar', { name: 'Camila', token: `typo-${i}` })).status).toBe(401);
  expect((await post('/ingresar', { name: 'Camila', token: TOKEN })).status).toBe(303);
});
