// Issue 10: every /v1 route takes 1,000 hostile requests generated from its own schema (so a route
// added tomorrow is covered without editing this file): none may answer 5xx, every answer keeps
// the envelope, and a refused request (4xx) leaves the database exactly as it was.
// About 100,000 requests in all: the routes are dealt round-robin to HOSTILE_SHARDS test files
// (hostile-input-N.test.ts), each with a sandbox of its own, so jest's workers share the work.
import fc from 'fast-check';
import { hostileRequest, type HostileRequest } from './hostile-request';
import { installWriteMark, writeMark } from './write-mark';
import { loginAna, sharedSandbox } from '../helpers';
import { postgresServerUrl } from '../postgres/file-database';

// On the PostgreSQL server (the postgres project) a quarter of the runs: the same generators meet
// the server's own parsing and errors, within the CI time the tests issue set.
const RUNS = Number(process.env.HOSTILE_RUNS ?? (postgresServerUrl() ? 250 : 1_000));
/** How many hostile-input-N.test.ts files there are (a test below checks it). */
export const HOSTILE_SHARDS = 4;

/** Declares the suite for the routes of shard `shard` (1…HOSTILE_SHARDS); returns its sandbox. */
export function hostileSuite(shard: number): ReturnType<typeof sharedSandbox> {
  const sandbox = sharedSandbox();
  const tokens: Record<'ana' | 'guest', string> = { ana: '', guest: '' };

  beforeAll(async () => {
    await installWriteMark(sandbox.db);
    tokens.ana = (await loginAna(sandbox.v1)).access;
    tokens.guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  });

  async function send(request: HostileRequest) {
    const headers: Record<string, string> = {};
    if (request.contentType) headers['content-type'] = request.contentType;
    if (request.caller === 'ana' || request.caller === 'guest')
      headers.authorization = `Bearer ${tokens[request.caller]}`;
    if (request.caller === 'garbage') headers.authorization = `Bearer ${request.garbageToken}`;
    return sandbox.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.body,
    });
  }

  const v1Routes = () => sandbox.app.routeCatalog.filter((route) => route.url.startsWith('/v1'));

  /**
   * A route may end the caller's own sign-in (POST auth/logout, issue 36): every route starts with
   * live sessions of Ana and of the guest, signed in again when the previous route ended one.
   */
  async function liveTokens(): Promise<void> {
    const alive = async (token: string) =>
      (
        await sandbox.app.inject({
          method: 'GET',
          url: '/v1/auth/profile',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode === 200;
    if (!(await alive(tokens.ana))) tokens.ana = (await loginAna(sandbox.v1)).access;
    if (!(await alive(tokens.guest)))
      tokens.guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  }

  /**
   * The write mark after a request. Reading it is a query, so it is read only when the request
   * took a connection from the pool: one that never reached the database (most hostile requests
   * are refused by the schema or the token first) cannot have moved it. Issue 37: reading it
   * after each of the 150,000 requests was about a quarter of this suite's time.
   */
  const last = { mark: '', checkouts: -1 };
  async function markAfterRequest(): Promise<string> {
    if (sandbox.databaseCheckouts() !== last.checkouts) {
      last.mark = await writeMark(sandbox.db);
      last.checkouts = sandbox.databaseCheckouts();
    }
    return last.mark;
  }

  async function hostileRun(route: (typeof sandbox.app.routeCatalog)[number]): Promise<void> {
    // The write mark is taken once per request, right after it: that reading is also the "before"
    // of the next request (nothing else talks to this in-process sandbox in between), so a refused
    // request is still compared with the mark taken just before it and just after it. It is read
    // before any check can throw, so fast-check's shrinking runs start from a true mark too.
    await liveTokens();
    let mark = await markAfterRequest();
    await fc.assert(
      fc.asyncProperty(hostileRequest(route), async (request) => {
        const before = mark;
        const reply = await send(request);
        mark = await markAfterRequest();
        const label = `${request.method} ${request.url.slice(0, 200)} → ${reply.statusCode} ${reply.body.slice(0, 200)}`;
        if (reply.statusCode >= 500) throw new Error(`5xx: ${label}`);
        // The OpenAPI document is a standard JSON document, not an envelope.
        const enveloped = route.url !== '/v1/openapi.json';
        if (enveloped && reply.headers['content-type']?.toString().includes('json')) {
          const body = JSON.parse(reply.body) as { code?: number };
          if (body.code !== reply.statusCode) throw new Error(`envelope code differs: ${label}`);
        }
        if (reply.statusCode >= 400 && mark !== before)
          throw new Error(`a refused request wrote: ${label}`);
      }),
      { numRuns: RUNS },
    );
  }

  // The route list exists once the sandbox has started, so one test walks it; a failure names
  // every route that failed, each with fast-check's shrunk counterexample and seed.
  it(`every /v1 route of shard ${shard}/${HOSTILE_SHARDS} takes ${RUNS} hostile requests: no 5xx, the envelope kept, nothing written when refused`, async () => {
    const all = v1Routes();
    expect(all.length).toBeGreaterThanOrEqual(50);
    const routes = all.filter((_, index) => index % HOSTILE_SHARDS === shard - 1);
    const failures: string[] = [];
    for (const route of routes) {
      try {
        await hostileRun(route);
      } catch (error) {
        // fast-check 4 keeps the property's own error as the cause; its message has the seed.
        const cause = String((error as { cause?: { message?: unknown } }).cause?.message ?? '');
        const seed = /\{ seed: [^}]*\}/.exec((error as Error).message)?.[0] ?? '';
        failures.push(
          `${route.method} ${route.url}: ${cause || (error as Error).message.slice(0, 1_000)} ${seed}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 1_200_000);
  return sandbox;
}
