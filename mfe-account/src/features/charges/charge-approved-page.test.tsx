import { screen, waitFor } from '@testing-library/react';
import { fail, ok } from '@storefront/state/testing';
import { approvedCharge, charge, renderApproved } from './charges-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

describe('the approval confirmation (spec 002 §2 userpanel/charges/{chargeId}/approved)', () => {
  it('an approved charge: the confirmation, its amounts and the ways on', async () => {
    renderApproved('ch-sv-0002', { 'GET charges/ch-sv-0002': () => ok(approvedCharge) });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Cobro aprobado!' }),
    ).toBeVisible();
    expect(screen.getByText('Aprobaste el cobro «Mantención de jardín».')).toBeVisible();
    expect(
      screen.getByText(
        'Tus cuotas se cobrarán automáticamente en tu tarjeta en cada fecha de pago.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Monto total', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$75.000');
    expect(screen.getByRole('link', { name: 'Ver detalle del cobro' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges/ch-sv-0002',
    );
    expect(screen.getByRole('link', { name: 'Ir a mis cobros' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges',
    );
  });

  it('paid by hand: the payment link by e-mail (002 §4 "Pago Manual")', async () => {
    renderApproved('ch-sv-0002', {
      'GET charges/ch-sv-0002': () => ok(charge({ paymentType: 'single', cardId: null })),
    });
    expect(
      await screen.findByText('Te enviaremos por correo un enlace de pago en cada fecha de pago.'),
    ).toBeVisible();
  });

  it('"Redirects to the charge page if the status is not approved"', async () => {
    for (const status of ['completed', 'rejected', 'pending']) {
      const { unmount } = renderApproved('ch-sv-0002', {
        'GET charges/ch-sv-0002': () => ok(charge({ status })),
      });
      await waitFor(() =>
        expect(screen.getByLabelText('URL actual')).toHaveTextContent(
          /^\/tienda-demo\/userpanel\/charges\/ch-sv-0002$/,
        ),
      );
      expect(screen.queryByRole('heading', { name: '¡Cobro aprobado!' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("a failed read: 'Ha habido un error'", async () => {
    expectConsoleError('[server-data] load failed');
    renderApproved('ch-sv-0002', { 'GET charges/ch-sv-0002': () => fail(500, 'down') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ha habido un error' }),
    ).toBeVisible();
  });
});
