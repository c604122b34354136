// Tests only: charges as the provider sends them for the approval flow (typed by the SDK's Charge,
// Subscription and Card; the shapes of the sandbox's servicios-demo scenes), and the page rendered
// signed in as Ana under the test shell's prefix /tienda-demo.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeCall } from '@storefront/state/testing';
import type { Card, Policy } from '@storefront/sdk';
import type { Charge } from '@storefront/sdk/charges';
import type { Subscription } from '@storefront/sdk/subscriptions';
import {
  aCard,
  aCharge,
  anInstalment,
  demoStore,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import ApproveChargePage from '../approve-charge-page';

export const TERMS_URL = 'http://sandbox.test/sandbox/terms';

export const servicios = demoStore({
  _id: 'st-servicios-demo',
  name: 'servicios-demo',
  serviceType: 'service',
  termsAndConditionsUrl: TERMS_URL,
});

export const visa: Card = aCard({ _id: 'card-ana-sv', storeId: 'st-servicios-demo' });
export const debit: Card = aCard({
  ...visa,
  _id: 'card-ana-debit',
  brand: 'MasterCard',
  type: 'Debit',
  digits: '5454',
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** One instalment: a 'single' subscription of the charge, its payday `paydayInDays` from now. */
export function installment(
  n: number,
  paydayInDays: number,
  overrides: Partial<Subscription> = {},
): Subscription {
  return anInstalment({
    _id: `ch-1-i${n}`,
    storeId: 'st-servicios-demo',
    payday: inDays(paydayInDays),
    paymentMethods: [
      { name: 'Webpay Oneclick', priority: 1 },
      { name: 'Webpay Plus', priority: 0 },
    ],
    ...overrides,
  });
}

/** Pending, three monthly instalments of $30.000 starting in 5 days, with a contract file. */
export const pendingCharge: Charge = aCharge({
  // pending: no card, payment type, payment or approval yet (aCharge's defaults)
  _id: 'ch-1',
  storeId: 'st-servicios-demo',
  name: 'Plan de mantención anual',
  description: 'Mantención preventiva de equipos de climatización.',
  totalPrice: 90000,
  installments: 3,
  subscriptions: [installment(1, 5), installment(2, 35), installment(3, 65)],
  files: [{ name: 'Contrato.pdf', fileUrl: 'http://sandbox.test/sandbox/files/contrato.pdf' }],
  createdAt: '2026-11-20T12:00:00.000Z',
});

export const charge = (overrides: Partial<Charge>): Charge =>
  aCharge({ ...pendingCharge, ...overrides });

export interface ApproveRenderOptions {
  query?: string;
  cards?: Card[];
  methods?: string[];
  policy?: Partial<Policy>;
  termsUrl?: string | null;
  routes?: FakeRoutes;
}

/** The page for the charge `subject` (GET answered with it, null = 404), the store’s methods and Ana’s cards. */
export function renderApprove(subject: Charge | null, options: ApproveRenderOptions = {}) {
  const id = subject?._id ?? 'ch-nada';
  const approved = (paymentType: unknown) =>
    ok({ ...subject, status: 'approved', paymentType, approvedAt: new Date().toISOString() });
  return renderPage(<ApproveChargePage />, {
    routes: {
      ...(subject ? { [`GET charges/${id}`]: () => ok(subject) } : {}),
      'GET stores/st-servicios-demo/availablePaymentMethods': () =>
        ok(options.methods ?? ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago']),
      'GET cards/user/u-ana': () => ok(options.cards ?? [visa]),
      [`POST charges/${id}/saveCardInInstallments`]: (call) =>
        ok({ ...subject, cardId: (call.body as { cardId: string }).cardId }),
      [`PUT charges/${id}`]: (call) =>
        approved((call.body as { paymentType: unknown }).paymentType),
      ...options.routes,
    },
    url: `/tienda-demo/userpanel/charges/${id}/approve${options.query ?? ''}`,
    pattern: '/tienda-demo/userpanel/charges/:chargeId/approve',
    store:
      options.termsUrl === undefined
        ? servicios
        : { ...servicios, termsAndConditionsUrl: options.termsUrl ?? undefined },
    policy: {
      paymentMethodsPolicy: { requireTokenized: false },
      ...options.policy,
    } as Partial<Policy>,
  });
}

// The approval page's steps and texts as the approve-charge-*.test files drive them.
export const title = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
export const url = () => screen.getByLabelText('URL actual');
/** The whole URL when `value` is a path, else the query it must contain. */
export const expectUrl = (value: string) =>
  waitFor(() =>
    value.startsWith('/')
      ? expect(url().textContent).toBe(value)
      : expect(url()).toHaveTextContent(value),
  );
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const acceptTerms = () =>
  userEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
export const changes = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.method !== 'GET')
    .map((c) => ({ method: c.method, path: c.path, body: c.body }));
/** Terms already accepted on this tab (the first view was passed). */
export const termsAccepted = (chargeId = 'ch-1') =>
  sessionStorage.setItem('chargeTermsAccepted', chargeId);

export const PENDING = 'Aprueba tu cobro';
export const TYPE = 'Elige cómo pagar tus cuotas';
export const CARD = 'Elige la tarjeta para el pago automático';
export const UNAVAILABLE = 'Pago automático no disponible';
export const UNAVAILABLE_TEXT =
  'Lamentablemente, la modalidad de pago automática no ha sido habilitada. Por favor, contacta al administrador para corregir el cobro.';
