import { createBus } from './create-bus';

type Events = { ping: { n: number }; other: string };

describe('createBus', () => {
  it('delivers a typed payload to every handler of that type only', () => {
    const bus = createBus<Events>();
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    bus.on('ping', a);
    bus.on('ping', b);
    bus.on('other', other);
    bus.emit('ping', { n: 1 });
    expect(a).toHaveBeenCalledWith({ n: 1 });
    expect(b).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('on returns an unsubscribe', () => {
    const bus = createBus<Events>();
    const handler = jest.fn();
    const off = bus.on('ping', handler);
    off();
    bus.emit('ping', { n: 2 });
    expect(handler).not.toHaveBeenCalled();
    expect(bus.listenerCount('ping')).toBe(0);
  });

  it('once fires a single time, and can be cancelled before firing', () => {
    const bus = createBus<Events>();
    const handler = jest.fn();
    bus.once('ping', handler);
    bus.emit('ping', { n: 1 });
    bus.emit('ping', { n: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ n: 1 });

    const cancelled = jest.fn();
    bus.once('ping', cancelled)();
    bus.emit('ping', { n: 3 });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop the others and is reported', () => {
    const onHandlerError = jest.fn();
    const bus = createBus<Events>({ onHandlerError });
    const after = jest.fn();
    bus.on('other', () => {
      throw new Error('boom');
    });
    bus.on('other', after);
    bus.emit('other', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(onHandlerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 'other');
  });

  it('emitting with no handlers is a no-op', () => {
    expect(() => createBus<Events>().emit('ping', { n: 0 })).not.toThrow();
  });
});
