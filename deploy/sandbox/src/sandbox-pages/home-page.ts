// The provider's home page: where the storefront sends a browser with no store, or a missing one.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { html, page } from './html';

export function registerHomePage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sandbox/home', async (_request, reply) => {
    const stores = await ctx.db
      .selectFrom('stores')
      .select(['name', 'doc'])
      .where('active', '=', true)
      .orderBy('position')
      .execute();
    const shell = ctx.urls().shell;
    const items = stores.map((store) => {
      const navbar = (store.doc.content as { navigation?: { navbar?: { storeName?: string } } } | undefined)
        ?.navigation?.navbar;
      const href = `${shell}/${store.name}`;
      return html`<li><a href="${href}">${navbar?.storeName ?? store.name}</a> <span class="note">${href}</span></li>`;
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(
      page(
        'Plataforma de tiendas',
        html`<h1>Plataforma de tiendas</h1>
<p>Tiendas de demostración de la plataforma:</p>
<ul class="stores">${items}</ul>`,
        'Plataforma de tiendas',
      ),
    );
  });

  // The terms every seeded store links to (termsAndConditionsUrl).
  app.get('/sandbox/terms', async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return reply.send(
      page(
        'Términos y condiciones',
        html`<h1>Términos y condiciones</h1>
<p>Estos son los términos y condiciones de demostración de la plataforma de tiendas. Las suscripciones
se cobran en cada periodo con el medio de pago inscrito y pueden pausarse o cancelarse según la
política de cada tienda.</p>`,
        'Plataforma de tiendas',
      ),
    );
  });
}
