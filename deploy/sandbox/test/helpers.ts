/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// Test helpers: one in-process sandbox per test file (in-memory PGlite, random port) and a tiny
// JSON client that returns status and body without throwing.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/schema/index';
import type { RunningSandbox, SandboxOptions, startSandbox as StartSandbox } from '../src/index';
import { createFileDatabase, postgresServerUrl } from './postgres/file-database';

/**
 * The worker's startSandbox (worker-sandbox-environment.cjs: the server's modules loaded once per
 * jest worker), or this registry's own under another environment.
 */
async function startForThisFile(options: SandboxOptions) {
  const fromWorker = (globalThis as { __storefrontStartSandbox?: typeof StartSandbox })
    .__storefrontStartSandbox;
  return (fromWorker ?? (await import('../src/index')).startSandbox)(options);
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Client {
  get<T = any>(path: string, token?: string): Promise<Reply<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  put<T = any>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
  del<T = any>(path: string, token?: string): Promise<Reply<T>>;
  patch<T = any>(path: string, body?: unknown, token?: string): Promise<Reply<T>>;
}

export function client(baseUrl: string): Client {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML pages and SVG stay text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    get: (path, token) => call('GET', path, undefined, token),
    post: (path, body, token) => call('POST', path, body ?? {}, token),
    put: (path, body, token) => call('PUT', path, body ?? {}, token),
    del: (path, token) => call('DELETE', path, undefined, token),
    patch: (path, body, token) => call('PATCH', path, body ?? {}, token),
  };
}

/** Starts one sandbox for the test file (beforeAll) and closes it (afterAll). */
export function sharedSandbox(options: SandboxOptions = {}) {
  const state: {
    sandbox?: RunningSandbox & { db: Db; app: FastifyInstance; databaseCheckouts(): number };
    api?: Client;
    v1?: Client;
  } = {};
  let database: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    // The postgres project: this file's sandbox on a database of its own on a real server.
    const serverUrl = postgresServerUrl();
    if (serverUrl && !options.databaseUrl && !options.dataDir) {
      database = await createFileDatabase(serverUrl);
    }
    state.sandbox = await startForThisFile(
      database ? { ...options, databaseUrl: database.url } : options,
    );
    state.api = client(state.sandbox.url);
    state.v1 = client(`${state.sandbox.url}/v1`);
  }, 60_000);
  afterAll(async () => {
    try {
      await state.sandbox?.close();
    } finally {
      await database?.drop();
    }
  });
  return {
    get url() {
      return state.sandbox!.url;
    },
    /** The sandbox's database (in-process), to check what is stored. */
    get db() {
      return state.sandbox!.db;
    },
    /** The Fastify app (in-process): its routeCatalog and inject() for the route-driven suites. */
    get app() {
      return state.sandbox!.app;
    },
    /** In-process: connections taken from the database pool so far. */
    databaseCheckouts() {
      return state.sandbox!.databaseCheckouts();
    },
    /** Client rooted at the server (for /sandbox/…). */
    get api() {
      return state.api!;
    },
    /** Client rooted at /v1. */
    get v1() {
      return state.v1!;
    },
  };
}

export async function loginAna(v1: Client): Promise<{ access: string; refresh: string }> {
  const reply = await v1.post('/auth/login', {
    email: 'ana@demo.cl',
    password: 'demo1234',
    storeId: TD,
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

export const TD = 'st-tienda-demo';
