import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { chromeAtom } from '@storefront/state';
import SinglePaymentPage from './single-payment-page';
import {
  aPaymentRequest,
  ana,
  fail,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import { expectConsoleError } from '@storefront/config/jest-console';

const request = aPaymentRequest({ _id: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A' });

function routes(available: string[] | null, pr: unknown = request): FakeRoutes {
  return {
    'GET paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A': () => ok(pr),
    'GET stores/st-tienda-demo/availablePaymentMethods': () =>
      available ? ok(available) : fail(500, 'down'),
    // No intent yet: neither a pending one to resume nor a paid one.
    'GET paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A/paymentIntents': () => ok([]),
  };
}

const page = (r: FakeRoutes, id = 'pr-td-0ywHJQcfV5nz3Houv9Vb0A', user = ana) =>
  renderPage(<SinglePaymentPage />, {
    routes: r,
    url: `/tienda-demo/single-payments/${id}`,
    pattern: '/tienda-demo/single-payments/:paymentRequestId',
    user,
  });

describe('payment details', () => {
  it('shows amount with its currency, description, payer e-mail, store and the request id', async () => {
    page(routes(['webpay-plus']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalle del pago' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$25.000')).toBeInTheDocument();
    expect(screen.getByText('CLP')).toBeInTheDocument();
    expect(screen.getByText('Pago de prueba')).toBeInTheDocument();
    expect(screen.getByText('ana@demo.cl')).toBeInTheDocument();
    expect(screen.getByText('Tienda Demo')).toBeInTheDocument();
    expect(screen.getByText('ID de solicitud: pr-td-0ywHJQcfV5nz3Houv9Vb0A')).toBeInTheDocument();
  });

  it('hides the navbar and footers while shown and restores them on leaving', async () => {
    const { jotai, unmount } = page(routes(['webpay-plus']));
    await screen.findByRole('heading', { name: 'MEDIO DE PAGO' });
    expect(jotai.get(chromeAtom)).toEqual({ navbar: false, footer: false });
    unmount();
    expect(jotai.get(chromeAtom)).toEqual({ navbar: true, footer: true });
  });

  it('marks a request of another e-mail as not owned, and the shopper’s own as owned', async () => {
    const other = page(routes(['webpay-plus']), 'pr-td-0ywHJQcfV5nz3Houv9Vb0A', {
      ...ana,
      email: 'otra@demo.cl',
    });
    await screen.findByRole('heading', { name: 'MEDIO DE PAGO' });
    expect(other.container.querySelector('[data-not-owned="true"]')).not.toBeNull();
    other.unmount();
    const own = page(routes(['webpay-plus']), 'pr-td-0ywHJQcfV5nz3Houv9Vb0A', {
      ...ana,
      email: 'ANA@demo.cl',
    });
    await screen.findByRole('heading', { name: 'MEDIO DE PAGO' });
    expect(own.container.querySelector('[data-not-owned]')).toBeNull();
  });
});

describe('while the request loads', () => {
  it('shows the layout as a busy skeleton of the final boxes, which become the real ones in place', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const { container } = page({
      ...routes(['webpay-plus', 'khipu', 'mercado-pago']),
      'GET paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A': () =>
        new Promise((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('Cargando solicitud de pago')).toHaveAttribute('role', 'status');
    const busy = container.querySelector('[aria-busy="true"]')!;
    expect(busy).toHaveAttribute('aria-hidden', 'true');
    // A card per single-use method of the catalogue, with that method's texts, and the button.
    const cards = busy.querySelectorAll('[data-skeleton="method-card"]');
    expect(Array.from(cards, (card) => card.textContent)).toEqual([
      'Webpay PlusTarjeta de crédito, débito o prepago',
      'KhipuTransferencia bancaria simplificada',
      'Mercado PagoPaga con tu cuenta de Mercado Pago o tus tarjetas',
    ]);
    // 002 §2 "3 placeholder method cards with 4 logos each".
    for (const card of cards) {
      expect(card.querySelectorAll('[data-skeleton="logo"]')).toHaveLength(4);
    }
    expect(busy.querySelectorAll('[data-skeleton="pay-button"]')).toHaveLength(1);
    // The store and the id from the address are known already; the amount is a skeleton.
    expect(within(busy as HTMLElement).getByText('Tienda Demo')).toBeInTheDocument();
    expect(
      within(busy as HTMLElement).getByText('ID de solicitud: pr-td-0ywHJQcfV5nz3Houv9Vb0A'),
    ).toBeInTheDocument();
    const amount = within(busy as HTMLElement).getByText('$00.000');
    expect(amount).toHaveAttribute('data-skeleton', 'text');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    answer(ok(request));
    expect(await screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando solicitud de pago')).not.toBeInTheDocument();
    // The methods stay busy until the request's pending intent is known (a call of its own).
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    // The same element now holds the amount: replaced in place, not remounted elsewhere.
    expect(screen.getByText('$25.000')).toBe(amount);
  });
});

describe('payment methods', () => {
  it('offers only methods that are available for the store and single-use, the first chosen', async () => {
    page(routes(['webpay-oneclick', 'webpay-plus', 'khipu']));
    const group = await screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['webpay-plus', 'khipu']);
    expect(within(group).getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
    expect(within(group).queryByRole('radio', { name: /Oneclick/ })).not.toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: 'Mercado Pago' })).not.toBeInTheDocument();
    // The methods are disabled until the pending-intent check ends.
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Khipu' })).toBeEnabled());
    await userEvent.click(within(group).getByRole('radio', { name: 'Khipu' }));
    expect(within(group).getByRole('radio', { name: 'Khipu' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Webpay Plus' })).not.toBeChecked();
  });

  it('shows each method card with its four logos, named, which the radio also reads out', async () => {
    page(routes(['webpay-plus', 'khipu']));
    const group = await screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' });
    const plus = within(group).getByRole('radio', { name: 'Webpay Plus' });
    // 002 §3: the card brands and Redcompra on Webpay Plus, the banks on Khipu.
    expect(plus).toHaveAccessibleDescription(
      'Tarjeta de crédito, débito o prepago Visa Mastercard American Express Redcompra',
    );
    expect(within(group).getByRole('radio', { name: 'Khipu' })).toHaveAccessibleDescription(
      'Transferencia bancaria simplificada BancoEstado Banco de Chile Santander Bci',
    );
    const plusLogos = within(plus.closest('label')!).getAllByRole('img');
    expect(plusLogos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Redcompra',
    ]);
    // Each one a view of the logos' sprite, its box reserved before the file arrives.
    expect(plusLogos.map((logo) => logo.getAttribute('src')?.split('#')[1])).toEqual([
      'visa',
      'mastercard',
      'american-express',
      'redcompra',
    ]);
    for (const logo of plusLogos) {
      expect(logo).toHaveAttribute('width', '38');
      expect(logo).toHaveAttribute('height', '24');
    }
  });

  it('shows the empty state when no single-use method is available', async () => {
    page(routes(['webpay-oneclick']));
    expect(await screen.findByText('No hay métodos de pago disponibles.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('logs a failure of the available-methods call and shows the empty state', async () => {
    const logged = expectConsoleError('[mfe-payments] single payment: available methods failed');
    page(routes(null));
    expect(await screen.findByText('No hay métodos de pago disponibles.')).toBeInTheDocument();
    expect(logged()).not.toHaveLength(0);
  });

  it('shows Pagar, ready once no pending intent is found', async () => {
    page(routes(['khipu']));
    // Ready once the pending-intent check has rendered.
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
  });
});

describe('a request that cannot be paid here', () => {
  it('unknown id: the not-found page', async () => {
    page(routes(['khipu']), 'pr-nope');
    expect(
      await screen.findByRole('heading', { name: 'Solicitud de pago no encontrada' }),
    ).toBeInTheDocument();
  });

  it('a request of another store: the not-found page', async () => {
    page(routes(['khipu'], { ...request, storeId: 'st-farmacia-demo' }));
    expect(
      await screen.findByRole('heading', { name: 'Solicitud de pago no encontrada' }),
    ).toBeInTheDocument();
  });

  it('a completed request says it is paid and offers no methods', async () => {
    page(routes(['khipu'], { ...request, status: 'completed' }));
    expect(
      await screen.findByRole('heading', { name: 'Esta solicitud de pago ya fue pagada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('a failing request: an error with a retry that loads again', async () => {
    expectConsoleError('[server-data] load failed');
    let calls = 0;
    page({
      ...routes(['khipu']),
      'GET paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A': () =>
        ++calls === 1 ? fail(500, 'down') : ok(request),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar la solicitud de pago.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Khipu' })).toBeChecked());
  });

  it('a request paid since it was last shown is shown as paid when the shopper comes back to it', async () => {
    let status = 'pending';
    // The page leaves and comes back within one visit (the page's data cache survives).
    function Revisit() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <SinglePaymentPage /> : null}
          <button onClick={() => setShown((now) => !now)}>Ir y volver</button>
        </>
      );
    }
    renderPage(<Revisit />, {
      routes: {
        ...routes(['khipu']),
        'GET paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A': () => ok({ ...request, status }),
      },
      url: '/tienda-demo/single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A',
      pattern: '/tienda-demo/single-payments/:paymentRequestId',
    });
    expect(await screen.findByRole('radio', { name: 'Khipu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir y volver' }));
    status = 'completed';
    await userEvent.click(screen.getByRole('button', { name: 'Ir y volver' }));
    expect(
      await screen.findByRole('heading', { name: 'Esta solicitud de pago ya fue pagada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
