// startSandbox: open the database (PGlite or PostgreSQL), migrate, seed on first start, serve.
import type { FastifyInstance } from 'fastify';
import { createAccessTokens } from '../auth/access-tokens';
import {
  DEFAULT_ACCESS_TTL_SECONDS,
  DEFAULT_SHELL_URL,
  type RunningSandbox,
  type SandboxOptions,
} from '../config/options';
import { makePublicUrls, type PublicUrls } from '../config/public-urls';
import type { AppContext } from '../context';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema/index';
import { openDatabase } from '../db/open-database';
import { reseed } from '../seed/index';
import { catalogueDigest } from '../seed/catalogue';
import { seedAtStart } from '../seed/seed-at-start';
import { createRateLimits } from '../brakes/rate-limits';
import { buildApp } from './build-app';
import { listen } from './listen';
import { loadTokenSecret } from './token-secret';

export async function startSandbox(
  options: SandboxOptions = {},
): Promise<
  RunningSandbox & { where: string; db: Db; app: FastifyInstance; databaseCheckouts(): number }
> {
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    snapshotKey: catalogueDigest(),
  });
  try {
    const { db } = database;
    await migrateToLatest(db);
    await seedAtStart(database, options.reset === true);

    const publicUrls: { current?: PublicUrls } = {};
    const secret = await loadTokenSecret(db);
    const limits = createRateLimits(
      db,
      options.clientLimitFactor ?? 1,
      Date.now,
      options.brakeTableKeys,
    );
    const ctx: AppContext = {
      db,
      tokens: createAccessTokens(secret, options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS),
      secret,
      limits,
      urls: () => {
        if (!publicUrls.current) throw new Error('The sandbox is not listening yet');
        return publicUrls.current;
      },
      // The brakes are a data table: the reseed empties them with the rest.
      reseed: () => reseed(db),
    };
    const app = buildApp(ctx, { logErrors: process.env.SANDBOX_LOG_ERRORS !== '0' });
    const server = await listen(app, options.port ?? 0, options.host);
    const url = (options.publicUrl ?? `http://localhost:${server.port}`).replace(/\/+$/, '');
    publicUrls.current = makePublicUrls(
      url,
      options.shellPublicUrl ?? DEFAULT_SHELL_URL,
      options.paymentsPublicUrl,
    );

    let closing: Promise<void> | undefined;
    return {
      url,
      port: server.port,
      where: database.where,
      /** In-process only (tests read stored rows, e.g. that codes are kept hashed). */
      db,
      /** In-process only: the suites that must cover every route read app.routeCatalog and inject. */
      app,
      /** In-process only: connections taken from the pool so far (the hostile-input suite reads
       * its write mark only after a request that reached the database). */
      databaseCheckouts: database.checkouts,
      close: () =>
        (closing ??= (async () => {
          try {
            await server.close();
          } finally {
            await database.close();
          }
        })()),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
