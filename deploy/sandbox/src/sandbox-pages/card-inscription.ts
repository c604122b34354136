// The card provider's inscription page (API.md "Card inscription page"): brand, type and number;
// a number ending in 0051 fails; only the last four digits are kept; the browser then returns to
// the storefront's returnUrl unchanged. "Cancelar" returns too, with the inscription failed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { CARD_BRANDS, CARD_TYPES } from '../cards/card-view';
import { isStorePage } from '../config/store-origin';
import { html, page } from './html';

const TYPE_LABELS: Record<(typeof CARD_TYPES)[number], string> = {
  Credit: 'Crédito',
  Debit: 'Débito',
  Prepaid: 'Prepago',
};

/** Card numbers ending in this fail at inscription (SANDBOX.md "Test cards"). */
export const FAILING_CARD_SUFFIX = '0051';

interface FormValues {
  brand?: string;
  type?: string;
  number?: string;
}

function formPage(token: string, storeName: string, values: FormValues = {}, error?: string): string {
  return page(
    'Inscripción de tarjeta',
    html`<h1>Inscripción de tarjeta</h1>
<p>Inscribe una tarjeta para pagar en <strong>${storeName}</strong>.</p>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/sandbox/card-inscription">
  <input type="hidden" name="token" value="${token}">
  <label for="brand">Marca</label>
  <select id="brand" name="brand">
    ${CARD_BRANDS.map((brand) => html`<option value="${brand}"${values.brand === brand ? html` selected` : ''}>${brand}</option>`)}
  </select>
  <label for="type">Tipo</label>
  <select id="type" name="type">
    ${CARD_TYPES.map((type) => html`<option value="${type}"${values.type === type ? html` selected` : ''}>${TYPE_LABELS[type]}</option>`)}
  </select>
  <label for="number">Número de tarjeta</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required
         pattern="[0-9 \\-]{12,23}" value="${values.number ?? ''}" aria-describedby="number-help">
  <p id="number-help" class="note">Tarjetas de prueba: un número terminado en ${FAILING_CARD_SUFFIX} no se puede
    inscribir; uno terminado en 0002 se rechaza en cada cobro; cualquier otro se aprueba.</p>
  <div class="actions">
    <button type="submit" class="primary" name="action" value="submit">Inscribir</button>
    <button type="submit" name="action" value="cancel" formnovalidate>Cancelar</button>
  </div>
</form>`,
    'Proveedor de pagos (sandbox)',
  );
}

const notAvailable = () =>
  page(
    'Inscripción no disponible',
    html`<h1>Inscripción no disponible</h1><p>Esta inscripción no existe o ya fue usada.</p>`,
    'Proveedor de pagos (sandbox)',
  );

export function registerCardInscriptionPage(app: FastifyInstance, ctx: AppContext): void {
  const openInscription = async (token: string) => {
    const row = await ctx.db
      .selectFrom('card_inscriptions as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .select(['i.token', 'i.return_url', 's.name', 's.domain', 's.doc'])
      .where('i.token', '=', token)
      .where('i.status', '=', 'started')
      .executeTakeFirst();
    // Checked when the inscription started; checked again here, where the browser is sent.
    if (!row || !isStorePage(row.return_url, row, ctx.urls())) return undefined;
    const navbar = (row.doc.content as { navigation?: { navbar?: { storeName?: string } } } | undefined)?.navigation?.navbar;
    return { token: row.token, return_url: row.return_url, store_name: navbar?.storeName ?? row.name };
  };

  app.get<{ Querystring: { token?: string } }>('/sandbox/card-inscription', async (request, reply) => {
    const inscription = request.query.token ? await openInscription(request.query.token) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!inscription) return reply.code(404).send(notAvailable());
    return reply.send(formPage(inscription.token, inscription.store_name));
  });

  app.post<{ Body: Record<string, string> | undefined }>('/sandbox/card-inscription', async (request, reply) => {
    const body = request.body ?? {};
    const inscription = body.token ? await openInscription(body.token) : undefined;
    reply.header('cache-control', 'no-store');
    if (!inscription) return reply.code(404).type('text/html; charset=utf-8').send(notAvailable());
    const finish = async (values: { status: 'succeeded' | 'failed'; brand?: string; type?: string; digits?: string }) => {
      await ctx.db
        .updateTable('card_inscriptions')
        .set({ status: values.status, brand: values.brand ?? null, type: values.type ?? null, digits: values.digits ?? null })
        .where('token', '=', inscription.token)
        .execute();
      return reply.redirect(inscription.return_url, 303);
    };
    if (body.action === 'cancel') return finish({ status: 'failed' });

    const number = (body.number ?? '').replace(/[\s-]/g, '');
    const brand = CARD_BRANDS.find((item) => item === body.brand);
    const type = CARD_TYPES.find((item) => item === body.type);
    if (!/^\d{12,19}$/.test(number) || !brand || !type) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(formPage(inscription.token, inscription.store_name, body, 'Ingresa un número de tarjeta válido (12 a 19 dígitos).'));
    }
    const digits = number.slice(-4);
    if (number.endsWith(FAILING_CARD_SUFFIX)) return finish({ status: 'failed', brand, type, digits });
    return finish({ status: 'succeeded', brand, type, digits });
  });
}
