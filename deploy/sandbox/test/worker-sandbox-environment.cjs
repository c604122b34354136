// @ts-check
// jest's node environment, plus a startSandbox loaded once per worker process (issue 37).
// jest gives every test file a fresh module registry, so each file that started a sandbox loaded
// and compiled the whole server (Fastify, Kysely, PGlite, every route) again: about 3 s of CPU
// before its first test, on 50 files. Here the server's modules are loaded once per worker, through
// tsx in the worker's own Node realm, and each file still starts a sandbox of its own from the
// seeded snapshot (about 1 s) and closes it after its tests, so files stay as isolated as before.
// Objects a test gets from it (rows, replies, errors) come from that realm: equality matchers
// compare them by shape, and `instanceof` against the test file's own classes would not hold.
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/** @type {typeof import('../src/index') | undefined} */
let sandboxModule;

/** @returns {typeof import('../src/index')} */
function workerSandboxModule() {
  if (!sandboxModule) {
    // A namespace keeps tsx to this require: jest's own modules load as they always do.
    const { register } = require('tsx/cjs/api');
    const scoped = register({ namespace: 'storefront-sandbox-tests' });
    /** @type {typeof import('../src/index')} */
    const loaded = scoped.require(path.join(__dirname, '../src/index.ts'), __filename);
    sandboxModule = loaded;
  }
  return sandboxModule;
}

class WorkerSandboxEnvironment extends TestEnvironment {
  /**
   * @param {import('@jest/environment').JestEnvironmentConfig} config
   * @param {import('@jest/environment').EnvironmentContext} context
   */
  constructor(config, context) {
    super(config, context);
    // The postgres project (jest.config.cjs): sharedSandbox gives each file a database of its
    // own on the server test/postgres/global-setup.cjs started.
    this.postgresUrl =
      config.projectConfig.testEnvironmentOptions?.database === 'postgres'
        ? process.env.SANDBOX_POSTGRES_SERVER_URL
        : undefined;
  }

  /** @override */
  async setup() {
    await super.setup();
    if (this.postgresUrl) this.global.__storefrontPostgresUrl = this.postgresUrl;
    /** @param {import('../src/index').SandboxOptions} [options] */
    this.global.__storefrontStartSandbox = (options) =>
      workerSandboxModule().startSandbox(options);
  }
}

module.exports = WorkerSandboxEnvironment;
