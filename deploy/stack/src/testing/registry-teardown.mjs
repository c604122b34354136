// @ts-check
// jest setupFilesAfterEnv (the stack's and the shell server's tests): after a test file, the
// registry databases it opened are closed, then its in-memory PGlite (registry-database.mjs).
import { closeRegistryDatabases } from '../registry-database.mjs';
import { closeTestRegistries } from './registry-database.mjs';

afterAll(async () => {
  await closeRegistryDatabases();
  await closeTestRegistries();
});
