// The postgres project's global setup (jest.config.cjs): a throwaway PostgreSQL server for the
// run, unless SANDBOX_POSTGRES_SERVER_URL names one (a superuser's URL: each file creates and drops
// a database of its own). Its workers read the URL from the environment.
import { startThrowawayPostgres } from './throwaway-postgres';

export default async function startPostgresForTests(): Promise<void> {
  if (process.env.SANDBOX_POSTGRES_SERVER_URL) return;
  const server = await startThrowawayPostgres({
    log: (line) => process.stdout.write(`\n[sandbox tests] ${line}\n`),
  });
  process.env.SANDBOX_POSTGRES_SERVER_URL = server.url;
  // The teardown stops it; a run that ends otherwise (interrupted, crashed) too.
  process.once('exit', () => server.stop());
  (globalThis as { __storefrontPostgresServer?: typeof server }).__storefrontPostgresServer =
    server;
}
