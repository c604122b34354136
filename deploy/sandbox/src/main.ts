// `node deploy/sandbox/bin/sandbox.mjs` (or `npm start -w @storefront/sandbox`): the sandbox from
// the environment, with its data in <repo>/.data/sandbox unless told otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from './server/start-sandbox';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const env = process.env;
const port = Number(env.SANDBOX_PORT ?? 4000);
const ttl = env.SANDBOX_ACCESS_TTL ? Number(env.SANDBOX_ACCESS_TTL) : undefined;

try {
  const sandbox = await startSandbox({
    port,
    host: env.SANDBOX_HOST || undefined,
    dataDir: env.DATABASE_URL
      ? undefined
      : path.resolve(repoRoot, env.SANDBOX_DATA_DIR ?? '.data/sandbox'),
    databaseUrl: env.DATABASE_URL || undefined,
    accessTtlSeconds: ttl,
    publicUrl: env.SANDBOX_PUBLIC_URL || undefined,
    shellPublicUrl: env.SHELL_PUBLIC_URL || undefined,
    paymentsPublicUrl: env.PAYMENTS_PUBLIC_URL || undefined,
    reset: env.SANDBOX_RESET === '1',
    clientLimitFactor: env.SANDBOX_CLIENT_LIMIT_FACTOR
      ? Number(env.SANDBOX_CLIENT_LIMIT_FACTOR)
      : undefined,
  });
  console.log(
    `Provider API sandbox ready at ${sandbox.url} (API ${sandbox.url}/v1, ${sandbox.where})`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Sandbox: error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  // A promise nobody awaited must not end the server for everyone (Node's default): log it.
  process.on('unhandledRejection', (reason: unknown) => {
    console.error('Sandbox: unhandled rejection (the server goes on):', reason);
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error(
    `Sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
