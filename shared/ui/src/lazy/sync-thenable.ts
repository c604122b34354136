// React.lazy calls `then` on what its loader returns and, when the callback runs at once, renders
// the component in that same pass (react's lazyInitializer). A loader that already has its module
// returns a syncThenable instead of a promise: no fallback, and a server-rendered page's boundary
// hydrates without waiting on the network (a click there before then hydrates it at once).

/** A thenable whose `then` calls back synchronously with `value`. */
export function syncThenable<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) {
      return Promise.resolve(
        onFulfilled ? onFulfilled(value) : (value as unknown as R1),
      ) as Promise<R1 | R2>;
    },
  };
}

/** A thenable whose `then` calls back synchronously with the rejection `error`: React.lazy then
 * throws it in the same pass, to the nearest error boundary, instead of suspending. */
export function syncRejection<T = never>(error: unknown): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(
      _onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
      onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
    ) {
      return (onRejected ? Promise.resolve(onRejected(error)) : Promise.reject(error)) as Promise<
        R1 | R2
      >;
    },
  };
}

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Tags `promise` with `status: 'fulfilled'` and its `value` once it resolves (React's own
 * convention for `use`), so a later reader can take the value without waiting a tick. */
export function rememberValue<T>(promise: Promise<T>): Promise<T> {
  const settled = promise as Settled<T>;
  promise.then(
    (value) => {
      settled.status = 'fulfilled';
      settled.value = value;
    },
    () => undefined,
  );
  return promise;
}

/** The value of a promise tagged by rememberValue (or by React) that has resolved. */
export function resolvedValue<T>(promise: Promise<T>): { value: T } | undefined {
  const settled = promise as Settled<T>;
  return settled.status === 'fulfilled' ? { value: settled.value as T } : undefined;
}
