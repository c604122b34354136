describe('page bus singleton', () => {
  it('two copies of the module share one bus (kept on globalThis)', () => {
    let first: typeof import('./page-bus') | undefined;
    let second: typeof import('./page-bus') | undefined;
    jest.isolateModules(() => {
      first = require('./page-bus');
    });
    jest.isolateModules(() => {
      second = require('./page-bus');
    });
    expect(first!.bus).toBe(second!.bus);

    const handler = jest.fn();
    const off = second!.bus.on('cart:changed', handler);
    first!.bus.emit('cart:changed', { totalLength: 3 });
    expect(handler).toHaveBeenCalledWith({ totalLength: 3 });
    off();
  });

  it('is exported from the package entry', () => {
    const { bus, getPageBus } = require('./index') as typeof import('./index');
    expect(bus).toBe(getPageBus());
  });
});
