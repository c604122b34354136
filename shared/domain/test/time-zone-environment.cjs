// @ts-check
// jest's node environment in another time zone, for one test file:
//   @jest-environment ./test/time-zone-environment.cjs   (from the package root)
//   @jest-environment-options {"timeZone": "America/Santiago"}
// A test's `process.env` is jest's copy, so `process.env.TZ = …` there changes nothing; Node
// switches the zone of the whole worker when the real one is set, here, and back after the file.
const { TestEnvironment } = require('jest-environment-node');

class TimeZoneEnvironment extends TestEnvironment {
  /**
   * @param {import('@jest/environment').JestEnvironmentConfig} config
   * @param {import('@jest/environment').EnvironmentContext} context
   */
  constructor(config, context) {
    super(config, context);
    const { timeZone } = config.projectConfig.testEnvironmentOptions;
    if (typeof timeZone !== 'string') throw new Error('time-zone-environment: no timeZone option');
    /** @type {string} */
    this.timeZone = timeZone;
    /** @type {string | undefined} */
    this.previousTimeZone = undefined;
  }

  /** @override */
  async setup() {
    await super.setup();
    this.previousTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
  }

  /** @override */
  async teardown() {
    if (this.previousTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTimeZone;
    await super.teardown();
  }
}

module.exports = TimeZoneEnvironment;
