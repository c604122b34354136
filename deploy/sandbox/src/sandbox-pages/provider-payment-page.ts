// What the three rail pages share (Webpay Plus, Khipu, Mercado Pago): the open provider payment
// behind the page's id (the id is the capability, as the card inscription's token), the one-shot
// move of its ledger status (a second click or a racing tab finds it moved and gets "no
// disponible"), and the page itself: GET shows the payment and a button an action, POST runs the
// rail's action. Return URLs were checked when the payment started and are checked again here,
// where the browser is sent.
import type { Selectable } from 'kysely';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { DbExecutor, ProviderPaymentsTable, RailProvider } from '../db/schema/index';
import { isStorePage } from '../config/store-origin';
import { requiredIds } from '../http/schema';
import { html, page, type Html } from './html';

export interface OpenPayment {
  payment: Selectable<ProviderPaymentsTable>;
  storeName: string;
}

const formatAmount = (amount: number, currency: string) =>
  currency === 'clp'
    ? `$${new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 }).format(amount)}`
    : `${new Intl.NumberFormat('es-CL', { minimumFractionDigits: 2 }).format(amount)} ${currency.toUpperCase()}`;

export async function openPayment(
  ctx: AppContext,
  provider: RailProvider,
  id: string,
): Promise<OpenPayment | undefined> {
  const row = await ctx.db
    .selectFrom('provider_payments as p')
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .selectAll('p')
    .select(['s.name as store_name', 's.domain as store_domain', 's.doc as store_doc'])
    .where('p.id', '=', id)
    .where('p.provider', '=', provider)
    .where('p.status', '=', 'created')
    .where('p.settled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { store_name, store_domain, store_doc, ...payment } = row;
  const store = { name: store_name, domain: store_domain };
  const urls = Object.entries(payment.return_urls)
    .filter(([key]) => key.endsWith('Url'))
    .map(([, url]) => url);
  if (!urls.every((url) => isStorePage(url, store, ctx.urls()))) return undefined;
  const navbar = (
    store_doc.content as { navigation?: { navbar?: { storeName?: string } } } | undefined
  )?.navigation?.navbar;
  return { payment, storeName: navbar?.storeName ?? store_name };
}

/** Moves the ledger status once, from `created`; false when another click moved it first. */
export async function moveStatus(
  db: DbExecutor,
  id: string,
  status: string,
  providerPaymentId: string | null = null,
): Promise<boolean> {
  const moved = await db
    .updateTable('provider_payments')
    .set({ status, ...(providerPaymentId ? { provider_payment_id: providerPaymentId } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .where('settled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(moved);
}

export function paymentSummary(open: OpenPayment, subject?: string): Html {
  const { payment } = open;
  return html`<dl>
    <dt>Comercio</dt>
    <dd>${open.storeName}</dd>
    ${
      subject
        ? html`<dt>Detalle</dt>
            <dd>${subject}</dd>`
        : ''
    }
    <dt>Monto</dt>
    <dd>${formatAmount(payment.amount, payment.currency)}</dd>
    <dt>Orden de compra</dt>
    <dd>${payment.transaction_id}</dd>
  </dl>`;
}

export function sendPage(
  reply: FastifyReply,
  title: string,
  body: Html,
  header: string,
  code = 200,
) {
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(title, body, header));
}

export const notAvailable = (reply: FastifyReply, header: string) =>
  sendPage(
    reply,
    'Pago no disponible',
    html`<h1>Pago no disponible</h1>
      <p>Este pago no existe, ya fue realizado o fue anulado.</p>`,
    header,
    404,
  );

/** The page's buttons, one form POST each (`action` = value); the first is the primary one. */
export function actionButtons(
  postTo: string,
  buttons: ReadonlyArray<readonly [string, string]>,
): Html {
  // prettier-ignore
  const items = buttons.map(([value, label], index) =>
    html`<button type="submit" name="action" value="${value}"${index === 0 ? html` class="primary"` : ''}>${label}</button>`);
  // prettier-ignore
  return html`<form method="post" action="${postTo}"><div class="actions" style="flex-wrap: wrap">${items}</div></form>`;
}

export interface RailPage<A extends string> {
  provider: RailProvider;
  /** The page's path without its id (`/sandbox/webpayplus`) and the id's param name. */
  path: string;
  param: string;
  /** The provider's name (title and heading), the frame's header and the line before the store. */
  title: string;
  header: string;
  lead: string;
  /** Whether the summary shows the payment's subject (Detalle). */
  subject: boolean;
  /** The buttons, in order (the first is the primary one). */
  actions: Record<A, { label: string }>;
  /** Runs an action on the open payment: where the browser goes, or undefined when it moved first. */
  act(id: string, action: A, payment: OpenPayment['payment']): Promise<string | undefined>;
}

/** GET and POST `{path}/:{param}`, the rail's page and its buttons. */
export function registerRailPage<A extends string>(
  app: FastifyInstance,
  ctx: AppContext,
  rail: RailPage<A>,
): void {
  const route = `${rail.path}/:${rail.param}`;
  const schema = () => ({ params: requiredIds(rail.param) });
  const names = Object.keys(rail.actions) as A[];
  app.get<{ Params: Record<string, string> }>(
    route,
    { schema: schema() },
    async (request, reply) => {
      const id = request.params[rail.param]!;
      const open = await openPayment(ctx, rail.provider, id);
      if (!open) return notAvailable(reply, rail.header);
      return sendPage(
        reply,
        rail.title,
        html`<h1>${rail.title}</h1>
          <p>${rail.lead} <strong>${open.storeName}</strong>.</p>
          ${paymentSummary(open, rail.subject ? open.payment.return_urls.subject : undefined)}
          ${actionButtons(
            `${rail.path}/${id}`,
            names.map((action) => [action, rail.actions[action].label] as const),
          )}`,
        rail.header,
      );
    },
  );

  app.post<{ Params: Record<string, string>; Body: Record<string, string> | undefined }>(
    route,
    { schema: schema() },
    async (request, reply) => {
      const id = request.params[rail.param]!;
      const open = await openPayment(ctx, rail.provider, id);
      const action = request.body?.action as A | undefined;
      if (!open || !action || !names.includes(action)) return notAvailable(reply, rail.header);
      const to = await rail.act(id, action, open.payment);
      return to === undefined ? notAvailable(reply, rail.header) : reply.redirect(to, 303);
    },
  );
}
