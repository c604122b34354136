// @ts-check
// Fake shell server entries (the contract of shell/dist-server/main.js: render(input), warmUp(input))
// for the pool's and the shell server's tests: small commonjs files in a temp folder.
import fs from 'node:fs/promises';
import path from 'node:path';

const SOURCES = {
  // Renders fixed html/head; its status and a marker come from the url ('missing' → 404, 'moved'
  // → 302 to /tienda-demo/catalog), and it echoes its input (a placeholder says so in its html).
  ok: `
let warmUps = 0;
exports.warmUp = async (input) => { warmUps += 1; globalThis.__warmInput = input; };
exports.render = async (input) => ({
  ...(input.url.includes('/missing')
    ? { status: 404 }
    : input.url.includes('/moved')
      ? { status: 302, location: '/tienda-demo/catalog' }
      : { status: 200 }),
  head: '<style data-emotion="css abc">.abc{color:red}</style>',
  html: '<main><h1>Server ' + input.url + ' ' + MARKER + (input.placeholder ? ' placeholder' : '') + '</h1></main>',
  ssr: {
    data: {
      k: { status: 'success', data: '</script><b>' },
      input,
      warmInput: globalThis.__warmInput ?? null,
    },
    remote: 'mfe_catalog',
  },
  timings: { renderMs: 1 },
  echo: { input, warmUps, warmInput: globalThis.__warmInput ?? null, pid: require('node:worker_threads').threadId },
});`,
  throws: `
exports.warmUp = async () => {};
exports.render = async () => { throw new Error('ssr boom'); };`,
  // Never answers (an async render that never settles); '/busy' blocks the thread instead.
  hangs: `
exports.warmUp = async () => {};
exports.render = (input) => {
  if (input.url.includes('/busy')) for (;;) {}
  return new Promise(() => {});
};`,
  // Renders only once a file named "release" exists next to it (the streaming test's gate).
  gated: `
const fs = require('node:fs');
const path = require('node:path');
exports.warmUp = async () => {};
exports.render = async (input) => {
  while (!fs.existsSync(path.join(__dirname, 'release'))) await new Promise((r) => setTimeout(r, 10));
  return { status: 200, head: '<style>.gated{}</style>', html: '<p>gated render</p>',
    ssr: { data: {}, remote: 'mfe_catalog' }, timings: { renderMs: 1 } };
};`,
  // Ends the worker thread.
  exits: `
exports.warmUp = async () => {};
exports.render = async () => { process.exit(3); };`,
  // Out of memory: allocates until the worker's heap limit.
  oom: `
exports.warmUp = async () => {};
exports.render = async () => { const keep = []; for (;;) keep.push(new Array(1e5).fill({ x: Math.random() })); };`,
  // Throws when required (a broken build).
  broken: `throw new Error('broken build');`,
  // Keeps a big array alive across renders (for the heap recycle).
  leaks: `
const leak = [];
exports.warmUp = async () => {};
exports.render = async (input) => {
  leak.push(new Array(2e6).fill(1));
  return { status: 200, head: '', html: 'leak', ssr: { data: {}, remote: null }, timings: { renderMs: 1 },
    echo: { threadId: require('node:worker_threads').threadId } };
};`,
};

/**
 * @param {string} dir
 * @param {keyof typeof SOURCES} kind
 * @param {{ name?: string, marker?: string }} [options] marker: a text in the rendered html
 * @returns {Promise<string>} the file
 */
export async function writeFakeEntry(dir, kind, { name = `${kind}.cjs`, marker = 'v1' } = {}) {
  const file = path.join(dir, name);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(file, `const MARKER = ${JSON.stringify(marker)};\n${SOURCES[kind]}\n`);
  return file;
}
