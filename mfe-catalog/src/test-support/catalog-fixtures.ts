// Unit tests only: a tienda-demo-like store with the catalogue, info and contact views, and a
// paged catalogue answering like the sandbox.
import type { Store } from '@storefront/sdk';
import { fail, ok, withViews, type FakeCall } from '@storefront/state/testing';
import { landingStore, product } from './landing-fixtures';

export function catalogStore(views: Record<string, unknown> = {}): Store {
  return withViews(landingStore(), {
    catalog: {
      active: true,
      title: 'Catálogo',
      description: 'Todos nuestros productos',
      columnsCountDesktop: 3,
      columnsCountMobile: 2,
      defaultSorting: 'defaultPrice',
    },
    info: {
      active: true,
      title: '¿Cómo funciona?',
      description: 'Suscribirte es simple:',
      steps: [
        { title: 'Elige tus productos', description: 'Agrega al carrito lo que necesitas.' },
        { title: 'Inscribe tu tarjeta', description: 'Pagas automáticamente.' },
        { title: 'Recibe en tu casa', description: 'Despachamos en tu comuna.' },
      ],
    },
    contact: {
      active: true,
      title: 'Contacto',
      description: 'Escríbenos o llámanos.',
      email: 'soporte@tienda-demo.cl',
      phone: '+56223456789',
    },
    ...views,
  });
}

/**
 * `total` products named "Producto N"; pages of `limit`, asked by `page` or by the `after` cursor
 * the previous answer gave (here simply "at:<offset>"; the sandbox's is opaque).
 */
export function catalogReply(total: number) {
  return (call: FakeCall) => {
    const path = call.path;
    if (path === 'catalog/categories')
      return ok([
        { name: 'Frutas', children: [{ name: 'Manzanas', children: [] }] },
        { name: 'Limpieza', children: [] },
      ]);
    if (path === 'catalog/brands')
      return ok(Array.from({ length: 25 }, (_, i) => `Marca ${String(i + 1).padStart(2, '0')}`));
    if (path !== 'catalog/products') return fail(404, 'Not found');
    const limit = Number(call.query.get('limit'));
    const after = call.query.get('after');
    const page = after ? Number(after.slice(3)) / limit + 1 : Number(call.query.get('page'));
    const filtered =
      call.query.has('search') || call.query.has('categories') || call.query.has('brands');
    const count = filtered ? Math.min(total, 2) : total;
    const from = (page - 1) * limit;
    const docs = Array.from({ length: Math.max(0, Math.min(limit, count - from)) }, (_, i) =>
      product(
        `td-p-${String(from + i + 1).padStart(4, '0')}`,
        `Producto ${from + i + 1}`,
        1000 + from + i,
      ),
    );
    const hasMore = from + docs.length < count;
    const nextCursor = hasMore ? `at:${from + docs.length}` : null;
    return ok({
      docs,
      page,
      pages: Math.ceil(count / limit),
      limit,
      totalDocs: count,
      hasMore,
      nextCursor,
    });
  };
}
