import * as entry from './index';

describe('page bus singleton', () => {
  it('two copies of the module share one bus (kept on globalThis)', async () => {
    let first: typeof import('./page-bus') | undefined;
    let second: typeof import('./page-bus') | undefined;
    await jest.isolateModulesAsync(async () => {
      first = await import('./page-bus');
    });
    await jest.isolateModulesAsync(async () => {
      second = await import('./page-bus');
    });
    expect(first).not.toBe(second); // really two module instances
    expect(first!.bus).toBe(second!.bus);

    const handler = jest.fn();
    const off = second!.bus.on('cart:changed', handler);
    first!.bus.emit('cart:changed', { totalLength: 3 });
    expect(handler).toHaveBeenCalledWith({ totalLength: 3 });
    off();
  });

  it('is exported from the package entry', () => {
    expect(entry.bus).toBe(entry.getPageBus());
  });
});
