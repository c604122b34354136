// @ts-check
// Jest runs the longest files first only when its cache knows their durations. A fresh clone has
// no cache, so jest orders by file size and the hostile-input shards (four-line files, 90-130 s
// each on CI) started last: four of them ending the run on two workers, one worker idle for about
// a minute (issue 37). The files known to be long go first; the rest keep jest's own order.
const Sequencer = require('@jest/test-sequencer').default;

const LONG_FILES = [
  /\/test\/hostile-input-\d+\.test\.ts$/,
  /\/test\/checkout-concurrency\.test\.ts$/,
  // 20-30 s, most of it one test (the per-account lock's ten hashed passwords and more).
  /\/test\/security\/brakes\.test\.ts$/,
];

const isLong = (test) => LONG_FILES.some((pattern) => pattern.test(test.path));

class LongFilesFirst extends Sequencer {
  /** @override @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isLong), ...sorted.filter((test) => !isLong(test))];
  }
}

module.exports = LongFilesFirst;
