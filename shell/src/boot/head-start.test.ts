// main.js's head start (issue 41): started once; a failure (its chunk unreachable) only loses the
// head start, and boot() starts the page itself.
import type { PageStart } from './page-start';

const fresh = async () => {
  let module!: typeof import('./head-start');
  await jest.isolateModulesAsync(async () => {
    module = await import('./head-start');
  });
  return module;
};

test('none started: boot() starts the page itself', async () => {
  await expect((await fresh()).headStart()).resolves.toBeNull();
});

test('started once, and boot() takes what it made', async () => {
  const { startHead, headStart } = await fresh();
  const made = { routes: [] } as unknown as PageStart;
  const start = jest.fn(() => Promise.resolve(made));
  startHead(start);
  startHead(start);
  expect(start).toHaveBeenCalledTimes(1);
  await expect(headStart()).resolves.toBe(made);
});

test('a head start that fails is no head start', async () => {
  const { startHead, headStart } = await fresh();
  startHead(() => Promise.reject(new Error('ChunkLoadError')));
  await expect(headStart()).resolves.toBeNull();
});
