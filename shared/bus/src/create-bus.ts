// A tiny typed event bus. Remotes talk to each other only through events, never imports.
export type EventMap = Record<string, unknown>;
export type Handler<P> = (payload: P) => void;

export interface Bus<Events extends EventMap> {
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  /** Subscribes for the next event only; returns a function that cancels it before it fires. */
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  /** Number of handlers for a type (for tests and leak checks). */
  listenerCount<K extends keyof Events>(type: K): number;
}

export interface CreateBusOptions {
  /** Where a throwing handler's error goes; the other handlers still run. */
  onHandlerError?: (error: unknown, type: string) => void;
}

export function createBus<Events extends EventMap>(options: CreateBusOptions = {}): Bus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  const reportError =
    options.onHandlerError ??
    ((error: unknown, type: string) => console.error(`[bus] handler for "${type}" threw`, error));

  function on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void {
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(handler as Handler<never>);
    return () => {
      set.delete(handler as Handler<never>);
    };
  }

  return {
    on,
    once(type, handler) {
      const off = on(type, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(type, payload) {
      const set = handlers.get(type);
      if (!set) return;
      // Copy first: a handler may unsubscribe (once) or subscribe others while we iterate.
      for (const handler of [...set]) {
        try {
          (handler as Handler<Events[typeof type]>)(payload);
        } catch (error) {
          reportError(error, String(type));
        }
      }
    },
    listenerCount(type) {
      return handlers.get(type)?.size ?? 0;
    },
  };
}
