#!/usr/bin/env node
// @ts-check
// storefront-check-singletons [root]: the singleton gate (singleton-gate.cjs) on a repository
// (default: this one). Prints each problem, naming the package, and exits 1 if there is any.
const path = require('node:path');
const { checkSingletons } = require('../singleton-gate.cjs');

const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', '..'));
const problems = checkSingletons(root);
if (problems.length) {
  console.error(`Singleton gate: ${problems.length} problem(s) in ${root}`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Singleton gate: every shared singleton is installed, declared and shared once.');
