// A database of its own for each test file in the postgres project (jest.config.cjs), on the
// throwaway server its global setup started: files run side by side on one server as they do on
// their own PGlite, and the sandbox migrates and seeds it as it would any new database (~1 s).
import pg from 'pg';

/** The server's URL when this file runs in the postgres project (worker-sandbox-environment.cjs). */
export const postgresServerUrl = (): string | undefined =>
  (globalThis as { __storefrontPostgresUrl?: string }).__storefrontPostgresUrl;

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server; returns its URL and how to drop it. */
export async function createFileDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sandbox_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}
