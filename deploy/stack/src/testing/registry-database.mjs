// @ts-check
// A registry database for each test world (fixtures.mjs): a schema of its own on the PostgreSQL
// server of TEST_DATABASE_URL when set, else on one in-memory PGlite per test file, served on
// 127.0.0.1 as the embedded registry is (embedded-registry.mjs), so the code under test speaks
// to it exactly as to a server. A fresh PGlite takes seconds to make its cluster; it is made once
// per machine and PGlite version, kept as a tarball in the temp folder, and loaded from it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { servePGlite } from '../embedded-registry.mjs';

/** @type {Promise<{ url: string, close: () => Promise<void> }> | null} */
let memory = null;

async function templateOf(PGlite) {
  // The package's folder from its entry (its package.json is not among its exports).
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!(await fs.stat(path.join(dir, 'package.json')).catch(() => null)))
    dir = path.dirname(dir);
  const { version } = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8'));
  const file = path.join(os.tmpdir(), `storefront-registry-pglite-${version}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    const db = await PGlite.create('memory://');
    const dump = await db.dumpDataDir('none');
    await db.close();
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(temp, file);
    return dump;
  }
}

async function startMemory() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create('memory://', { loadDataDir: await templateOf(PGlite) });
  const server = await servePGlite(db);
  return {
    url: server.url,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

/** Where a new world's registry lives: { url, schema } for useRegistryDatabase. */
export async function testRegistryLocation() {
  const schema = `world_${randomBytes(6).toString('hex')}`;
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, schema };
  memory ??= startMemory();
  return { url: (await memory).url, schema };
}

/** Drops a world's schema from a server (the in-memory PGlite goes with its test file). */
export async function dropTestRegistry({ url, schema }) {
  if (!process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** Ends this test file's in-memory PGlite (registry-teardown.mjs, after the file's tests). */
export async function closeTestRegistries() {
  const running = memory;
  memory = null;
  if (running) await (await running).close();
}
