// Stops the server global-setup.ts started (none when SANDBOX_POSTGRES_SERVER_URL was given).
import type { ThrowawayPostgres } from './throwaway-postgres';

export default async function stopPostgresForTests(): Promise<void> {
  (
    globalThis as { __storefrontPostgresServer?: ThrowawayPostgres }
  ).__storefrontPostgresServer?.stop();
}
