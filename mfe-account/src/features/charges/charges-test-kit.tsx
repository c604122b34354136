// Tests only: charges as the provider sends them (typed by the SDK's Charge; the shapes of the
// sandbox's seeded servicios-demo charges, moved to tienda-demo's prefix the component kit uses),
// and the three charges screens rendered signed in as Ana. Paydays are relative to now: which
// instalment is late (24 h past payday, 002 §4) is what the screens compute.
import type { Card } from '@storefront/sdk';
import type { Charge } from '@storefront/sdk/charges';
import {
  aCard,
  aCharge,
  anInstalment,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import ChargeApprovedPage from './charge-approved-page';
import ChargePage from './charge-page';
import ChargesPage from './charges-page';

type Installment = Charge['subscriptions'][number];

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const installment = (overrides: Partial<Installment> & { _id: string }): Installment =>
  anInstalment({ chargeId: 'ch-sv-0001', payday: inDays(10), ...overrides });

/** ch-sv-0001: pending, three instalments of 30.000 a month apart. */
export const pendingCharge: Charge = aCharge({
  // pending: no card, payment type, payment or approval yet (aCharge's defaults)
  _id: 'ch-sv-0001',
  storeId: 'st-tienda-demo',
  name: 'Asesoría contable trimestral',
  description: 'Revisión de libros y declaración de impuestos del trimestre.',
  totalPrice: 90000,
  installments: 3,
  subscriptions: [1, 2, 3].map((n) =>
    installment({ _id: `ch-sv-0001-i${n}`, payday: inDays(30 * n - 20), installmentNumber: n }),
  ),
  createdAt: inDays(-5),
});

/** ch-sv-0002: approved on Ana's card; one instalment paid, one overdue, one ahead. */
export const approvedCharge: Charge = aCharge({
  ...pendingCharge,
  _id: 'ch-sv-0002',
  name: 'Mantención de jardín',
  description: 'Tres visitas mensuales de mantención.',
  status: 'approved',
  totalPrice: 75000,
  cardId: 'card-ana-sv',
  paymentType: 'recurring',
  subscriptions: [
    installment({
      _id: 'ch-sv-0002-i1',
      chargeId: 'ch-sv-0002',
      status: 'completed',
      price: 25000,
      cardId: 'card-ana-sv',
      payday: inDays(-40),
      installmentNumber: 1,
    }),
    installment({
      _id: 'ch-sv-0002-i2',
      chargeId: 'ch-sv-0002',
      price: 25000,
      cardId: 'card-ana-sv',
      payday: inDays(-3),
      installmentNumber: 2,
    }),
    installment({
      _id: 'ch-sv-0002-i3',
      chargeId: 'ch-sv-0002',
      price: 25000,
      cardId: 'card-ana-sv',
      payday: inDays(27),
      installmentNumber: 3,
    }),
  ],
  files: [
    { name: 'Contrato de servicio.pdf', fileUrl: 'http://sandbox.test/sandbox/files/contrato.pdf' },
  ],
  paidTotal: 25000,
  delinquent: true,
  approvedAt: inDays(-45),
});

export const charge = (overrides: Partial<Charge>): Charge =>
  aCharge({ ...approvedCharge, ...overrides });

export const anaVisa: Card = aCard({ _id: 'card-ana-sv' });
export const anaMaster: Card = aCard({
  _id: 'card-ana-mc',
  brand: 'MasterCard',
  type: 'Credit',
  digits: '5555',
});

/** One page of charges, as GET charges/shopper answers. */
export const page = (docs: Charge[]) =>
  ok({ docs, page: 1, pages: 1, limit: 100, totalDocs: docs.length });

/** GET charges/shopper answered per status (a status left out has no charges). */
export function listRoutes(byStatus: Partial<Record<Charge['status'], Charge[]>>): FakeRoutes {
  return {
    'GET charges/shopper': (call) => page(byStatus[call.query.get('status') ?? ''] ?? []),
  };
}

export function renderCharges(routes: FakeRoutes, query = '') {
  return renderPage(<ChargesPage />, {
    routes,
    url: `/tienda-demo/userpanel/charges${query}`,
    pattern: '/tienda-demo/userpanel/charges',
  });
}

export function renderCharge(chargeId: string, routes: FakeRoutes, query = '') {
  return renderPage(<ChargePage />, {
    routes,
    url: `/tienda-demo/userpanel/charges/${chargeId}${query}`,
    pattern: '/tienda-demo/userpanel/charges/:chargeId',
  });
}

export function renderApproved(chargeId: string, routes: FakeRoutes) {
  return renderPage(<ChargeApprovedPage />, {
    routes,
    url: `/tienda-demo/userpanel/charges/${chargeId}/approved`,
    pattern: '/tienda-demo/userpanel/charges/:chargeId/approved',
  });
}
