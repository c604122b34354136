import { rememberValue, resolvedValue, syncRejection, syncThenable } from './sync-thenable';

test('syncThenable calls back before `then` returns', () => {
  let seen: number | undefined;
  void syncThenable(7).then((value) => {
    seen = value;
  });
  expect(seen).toBe(7);
});

test('syncRejection rejects before `then` returns, and as a promise without a handler', async () => {
  const error = new Error('Loading chunk 905 failed');
  let seen: unknown;
  void syncRejection(error).then(undefined, (reason) => {
    seen = reason;
  });
  expect(seen).toBe(error);
  await expect(Promise.resolve(syncRejection(error))).rejects.toBe(error);
});

test('a remembered promise gives its value once resolved, and nothing before or on failure', async () => {
  let resolve!: (value: string) => void;
  const pending = rememberValue(new Promise<string>((r) => (resolve = r)));
  expect(resolvedValue(pending)).toBeUndefined();
  resolve('rutas');
  await pending;
  expect(resolvedValue(pending)).toEqual({ value: 'rutas' });

  const failed = rememberValue(Promise.reject(new Error('RUNTIME-003')));
  await expect(failed).rejects.toThrow('RUNTIME-003');
  expect(resolvedValue(failed)).toBeUndefined();
});
