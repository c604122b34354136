import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequest } from '@storefront/sdk';
import type { Invoice, PaymentIntent } from '@storefront/sdk/payments';
import { chromeAtom } from '@storefront/state';
import { fail, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import ReceiptPage from './receipt-page';
import { expectConsoleError } from '@storefront/config/jest-console';

jest.mock('./download-receipt', () => ({ downloadReceipt: jest.fn() }));
const { downloadReceipt } = jest.requireMock('./download-receipt') as {
  downloadReceipt: jest.Mock;
};

const request: PaymentRequest = {
  _id: 'pr-1',
  storeId: 'st-tienda-demo',
  userEmail: 'invitado@demo.cl',
  userId: 'u-guest',
  price: 1.5,
  currency: 'uf',
  description: 'Consulta',
  status: 'completed',
  callbackUrl: null,
  createdAt: '2026-11-06T14:00:00.000Z',
};

const intent: PaymentIntent = {
  _id: 'pi-1',
  paymentRequestId: 'pr-1',
  storeId: 'st-tienda-demo',
  userEmail: 'invitado@demo.cl',
  paymentMethod: { name: 'Webpay Plus' },
  price: 1.5,
  currency: 'uf',
  status: 'successful',
  expirationDate: '2026-11-06T14:10:00.000Z',
  createdAt: '2026-11-06T14:00:00.000Z',
  transactionId: 'tx-1',
};

const invoice: Invoice = {
  _id: 'inv-1',
  paymentIntentId: 'pi-1',
  paymentRequestId: 'pr-1',
  storeId: 'st-tienda-demo',
  createdAt: '2026-11-06T14:07:09.000Z',
  currency: 'clp',
  referenceCurrency: 'uf',
  totalGrossAmount: 57000,
  referenceTotalGrossAmount: 1.5,
  paymentMethod: { name: 'Webpay Plus' },
  payerEmail: 'invitado@demo.cl',
  description: 'Consulta',
};

function routes(over: FakeRoutes = {}): FakeRoutes {
  return {
    'GET paymentRequests/pr-1': () => ok(request),
    'GET paymentIntents/pi-1': () => ok(intent),
    'GET billings/invoices/payment-intent/pi-1': () => ok(invoice),
    ...over,
  };
}

const page = (r: FakeRoutes) =>
  renderPage(<ReceiptPage />, {
    routes: r,
    url: '/tienda-demo/single-payments/pr-1/success/pi-1',
    pattern: '/tienda-demo/single-payments/:paymentRequestId/success/:paymentIntentId',
  });

beforeEach(() => {
  downloadReceipt.mockReset();
});

it('shows a spinner, then the receipt: check, title, details and both amounts', async () => {
  page(routes());
  expect(screen.getByRole('status', { name: 'Cargando comprobante de pago' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pago realizado con éxito' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Los detalles del comprobante de tu pago a continuación:'),
  ).toBeInTheDocument();
  const facts = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  expect(facts('Código de comprobante')).toBe('inv-1');
  // Paid at 14:07:09 UTC: 11:07:09 on Chile's clock (issue 39; UTC-3 in November).
  expect(facts('Fecha')).toBe('06/11/2026 11:07:09');
  expect(facts('Medio de pago')).toBe('Webpay Plus');
  expect(facts('Monto original')).toBe('UF 1,50 UF');
  expect(facts('Monto final')).toBe('$57.000 CLP');
  expect(screen.getByRole('separator')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver al sitio' })).toBeInTheDocument();
});

it('hides the navbar (only) while the receipt is shown', async () => {
  const { jotai, unmount } = page(routes());
  await screen.findByRole('heading', { name: 'Pago realizado con éxito' });
  // Set by an effect after the render that shows the receipt.
  await waitFor(() => expect(jotai.get(chromeAtom)).toEqual({ navbar: false, footer: true }));
  unmount();
  expect(jotai.get(chromeAtom)).toEqual({ navbar: true, footer: true });
});

it('no request: "Solicitud de pago no encontrada", navbar kept', async () => {
  const { jotai } = page(
    routes({ 'GET paymentRequests/pr-1': () => fail(404, 'Payment request not found') }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Solicitud de pago no encontrada' }),
  ).toBeInTheDocument();
  expect(jotai.get(chromeAtom).navbar).toBe(true);
});

it('no invoice: "Comprobante de pago no encontrado", navbar kept', async () => {
  const { jotai } = page(
    routes({ 'GET billings/invoices/payment-intent/pi-1': () => fail(404, 'Invoice not found') }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Comprobante de pago no encontrado' }),
  ).toBeInTheDocument();
  expect(jotai.get(chromeAtom).navbar).toBe(true);
});

it('an intent of another request has no receipt here', async () => {
  page(routes({ 'GET paymentIntents/pi-1': () => ok({ ...intent, paymentRequestId: 'pr-2' }) }));
  expect(
    await screen.findByRole('heading', { name: 'Comprobante de pago no encontrado' }),
  ).toBeInTheDocument();
});

it('"Descargar comprobante" builds the PDF of this invoice and store', async () => {
  downloadReceipt.mockResolvedValue(undefined);
  page(routes());
  await userEvent.click(await screen.findByRole('button', { name: 'Descargar comprobante' }));
  expect(downloadReceipt).toHaveBeenCalledWith({
    invoice,
    storeName: 'Tienda Demo',
    supportEmail: undefined,
    logoUrl: undefined,
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a PDF failure shows the dismissible alert "No se pudo generar el comprobante de pago"', async () => {
  expectConsoleError('[mfe-payments] receipt: PDF failed');
  downloadReceipt.mockRejectedValue(new Error('boom'));
  page(routes());
  await userEvent.click(await screen.findByRole('button', { name: 'Descargar comprobante' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo generar el comprobante de pago');
  await userEvent.click(within(alert).getByRole('button', { name: 'Cerrar aviso' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('counts the one-minute auto-return down', async () => {
  jest.useFakeTimers();
  try {
    page(routes());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(
      await screen.findByText('Volverás al sitio automáticamente en 60 segundos.'),
    ).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByText('Volverás al sitio automáticamente en 1 segundo.')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
