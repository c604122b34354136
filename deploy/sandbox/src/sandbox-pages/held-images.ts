// A scene for "while an image loads" (issue 15: no layout shift): an image the sandbox serves only
// once the test releases it, so a journey measures the page before and after its arrival
// without stubbing the browser's requests. Held in memory: a test scene, not provider data.
import type { FastifyInstance } from 'fastify';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { randomId } from '../ids';
import { placeholderSvg } from './images';

/** A held request answers anyway after this long, so a forgotten release never hangs a page. */
const HOLD_AT_MOST_MS = 30_000;
/** Scenes kept at once; the oldest go first (a test makes one or two). */
const MAX_HELD = 200;
const ID = /^hi-[A-Za-z0-9_-]{6,40}$/;

interface Held {
  released: Promise<void>;
  release(): void;
  /** Requests for the image parked until the release. */
  waiting: number;
}

export function registerHeldImages(app: FastifyInstance): void {
  const held = new Map<string, Held>();

  app.post('/sandbox/images/held', async (_request, reply) => {
    const id = randomId('hi');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    held.set(id, { released, release, waiting: 0 });
    for (const old of held.keys()) {
      if (held.size <= MAX_HELD) break;
      held.get(old)?.release();
      held.delete(old);
    }
    // `{sandbox}` as in the seeded stores' documents: a store patched with it resolves it.
    return send(reply, { id, imageUrl: `{sandbox}/sandbox/images/held/${id}.svg` }, 201);
  });

  app.post<{ Params: { id: string } }>('/sandbox/images/held/:id/release', async (request, reply) => {
    if (!ID.test(request.params.id)) throw badRequest('Invalid id');
    const scene = held.get(request.params.id);
    if (!scene) throw notFound('No such held image');
    scene.release();
    return send(reply, { id: request.params.id, released: true });
  });

  app.get<{ Params: { id: string } }>('/sandbox/images/held/:id/status', async (request, reply) => {
    const scene = ID.test(request.params.id) ? held.get(request.params.id) : undefined;
    if (!scene) throw notFound('No such held image');
    return send(reply, { id: request.params.id, waiting: scene.waiting });
  });

  app.get<{ Params: { file: string } }>('/sandbox/images/held/:file', async (request, reply) => {
    const id = /^(.+)\.svg$/.exec(request.params.file)?.[1] ?? '';
    const scene = ID.test(id) ? held.get(id) : undefined;
    if (!scene) throw notFound('No such held image');
    let timer: NodeJS.Timeout | undefined;
    scene.waiting += 1;
    await Promise.race([
      scene.released,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, HOLD_AT_MOST_MS))),
    ]);
    scene.waiting -= 1;
    clearTimeout(timer);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(placeholderSvg('empty-cart', 'Imagen retenida'));
  });
}
