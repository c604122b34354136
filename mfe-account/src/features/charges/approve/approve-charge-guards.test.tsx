import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@storefront/state/testing';
import { expectConsoleError } from '@storefront/config/jest-console';
import {
  charge,
  installment,
  pendingCharge,
  renderApprove,
  title,
  expectUrl,
  button,
  termsAccepted,
  PENDING,
  UNAVAILABLE,
} from './approve-test-kit';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('forbidden guards reset the flow (002 §4)', () => {
  beforeEach(() => termsAccepted());

  it('"payment-type when all installments are overdue without a tokenized method"', async () => {
    renderApprove(charge({ subscriptions: [installment(1, -5)] }), {
      query: '?view=payment-type',
      methods: ['webpay-plus'],
    });
    await title(PENDING);
    await expectUrl('?view=pending-charge');
  });

  it('payment-type when every instalment is overdue (the flow would approve directly)', async () => {
    renderApprove(charge({ subscriptions: [installment(1, -5)] }), { query: '?view=payment-type' });
    await title(PENDING);
  });

  it('"the card step … without a tokenized method", newCard included', async () => {
    renderApprove(pendingCharge, { query: '?newCard=true', methods: ['webpay-plus'] });
    await title(PENDING);
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approve?view=pending-charge');
  });

  it('"tokenized-unavailable without a tokenized method"… required: shown; not required: reset', async () => {
    const first = renderApprove(pendingCharge, {
      query: '?view=tokenized-unavailable',
      methods: ['webpay-plus'],
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
    });
    await title(UNAVAILABLE);
    await userEvent.click(button('Volver'));
    await title(PENDING);
    first.unmount();

    renderApprove(pendingCharge, { query: '?view=tokenized-unavailable' });
    await title(PENDING);
  });

  it('a later view before the terms were accepted goes back to pending-charge', async () => {
    sessionStorage.clear();
    renderApprove(pendingCharge, { query: '?view=tokenized-payment-methods' });
    await title(PENDING);
    expect(screen.getByRole('checkbox', { name: /Acepto los términos/ })).not.toBeChecked();
  });
});

describe('the charge itself', () => {
  it('"A non-pending charge redirects to the charge page"', async () => {
    renderApprove(charge({ status: 'approved', paymentType: 'recurring' }));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1');
  });

  it('an unknown or another shopper’s charge (404) is not found', async () => {
    expectConsoleError('[server-data] load failed');
    renderApprove(null);
    await title('Cobro no encontrado');
    expect(screen.getByRole('link', { name: 'Ir a mis cobros' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges',
    );
  });

  it('another store’s charge is not found here', async () => {
    renderApprove(charge({ storeId: 'st-tienda-demo' }));
    await title('Cobro no encontrado');
  });

  it('a failed read offers a retry', async () => {
    expectConsoleError('[server-data] load failed');
    let reads = 0;
    renderApprove(pendingCharge, {
      routes: { 'GET charges/ch-1': () => (++reads === 1 ? fail(500, 'Boom') : ok(pendingCharge)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await title(PENDING);
  });
});
