// Brings the schema up to date with Kysely's Migrator (migrations live in code, see ./migrations).
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index';
import type { Db } from './schema/index';

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Branches add migrations in parallel (issue 11: 0007 and 0008): a data folder that ran a later
    // one first still takes an earlier one that arrives afterwards. Each migration stands alone.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Sandbox migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/** Names of the migrations in code: part of the key of the PGlite snapshot cache. */
export const migrationNames = (): string[] => Object.keys(migrations);
