import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@storefront/sdk';
import { fail, ok, renderPage } from '@storefront/state/testing';
import { expectConsoleError } from '@storefront/config/jest-console';
import { browserLocation } from '@storefront/widgets/cards';
import { CardPaymentSection } from './card-payment-section';
import { CardInstalments, useCardInstalments } from './card-instalments';
import { useCardPayment } from './use-card-payment';

const visa: Card = {
  _id: 'card-visa',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  brand: 'Visa',
  type: 'Credit',
  digits: '4242',
};
const master: Card = {
  _id: 'card-mc',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  brand: 'MasterCard',
  type: 'Debit',
  digits: '5454',
};
const fresh: Card = {
  _id: 'card-new',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  brand: 'Visa',
  type: 'Credit',
  digits: '1111',
};

function Screen(props: {
  initialCardId?: string;
  returnParams?: Record<string, string>;
  required?: boolean;
  blocked?: string;
  billingTypes?: string[];
}) {
  const payment = useCardPayment('u-ana', props.initialCardId);
  const { returnParams } = props;
  return (
    <>
      <CardPaymentSection
        payment={payment}
        legend="Tarjeta"
        required={props.required}
        addBlockedReason={props.blocked}
        {...(returnParams ? { onAdd: () => void payment.start(returnParams) } : {})}
      >
        {props.billingTypes ? (
          <Instalments payment={payment} billingTypes={props.billingTypes} />
        ) : null}
      </CardPaymentSection>
      <output aria-label="Elegida">{payment.card?._id ?? payment.selectedId ?? 'ninguna'}</output>
      <output aria-label="Tiene tarjetas">{String(payment.hasCards)}</output>
      <output aria-label="Confirmando">{String(payment.confirming)}</output>
    </>
  );
}

function Instalments({
  payment,
  billingTypes,
}: {
  payment: ReturnType<typeof useCardPayment>;
  billingTypes: string[];
}) {
  const instalments = useCardInstalments(payment, billingTypes);
  return (
    <>
      <CardInstalments {...instalments} noteId="nota" />
      <output aria-label="Cuotas elegidas">{instalments.value}</output>
    </>
  );
}

type Routes = Parameters<typeof renderPage>[1]['routes'];
const render = (element: React.ReactElement, routes: Routes = {}, query = '') =>
  renderPage(element, {
    url: `/tienda-demo/checkout${query}`,
    pattern: '/tienda-demo/checkout',
    policy: {
      paymentMethodsPolicy: {
        requireTokenized: false,
        issuerFees: { maxValue: 6, supportedBillingTypes: ['monthly'] },
      },
    } as never,
    routes: {
      'GET cards/user/u-ana': () => ok([visa, master]),
      'GET subscriptions': () => ok({ docs: [], page: 1, pages: 1, totalDocs: 0, limit: 100 }),
      ...routes,
    },
  });

beforeEach(() => localStorage.clear());

describe('card-payment section (001 §2, §4, §5)', () => {
  it('shows the picker under its legend and chooses the first card; the screen reads it', async () => {
    render(<Screen />);
    expect(screen.getByRole('group', { name: 'Tarjeta' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa terminada en 4242, Crédito' })).toBeChecked(),
    );
    expect(screen.getByLabelText('Elegida')).toHaveTextContent('card-visa');
    expect(screen.getByLabelText('Tiene tarjetas')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('radio', { name: /MasterCard/ }));
    expect(screen.getByLabelText('Elegida')).toHaveTextContent('card-mc');
  });

  it('keeps the initial card and, when required, does not deselect it', async () => {
    render(<Screen initialCardId="card-mc" required />);
    const mc = await screen.findByRole('radio', { name: /MasterCard/ });
    await waitFor(() => expect(mc).toBeChecked());
    await userEvent.click(mc);
    expect(mc).toBeChecked();
  });

  it('a shopper without cards: hasCards false and the empty text', async () => {
    render(<Screen />, { 'GET cards/user/u-ana': () => ok([]) });
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tiene tarjetas')).toHaveTextContent('false'));
  });

  it('"Agregar tarjeta" leaves for the provider with the screen\'s return parameters', async () => {
    const redirect = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { calls } = render(<Screen returnParams={{ changeCard: 'true' }} />, {
      'POST cards/inscription': () =>
        ok({ token: 'tok-2', redirectUrl: 'http://sandbox.test/i?token=tok-2' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://sandbox.test/i?token=tok-2'));
    const returnUrl = new URL(
      (calls.find((c) => c.path === 'cards/inscription')?.body as { returnUrl: string }).returnUrl,
    );
    expect(returnUrl.searchParams.get('newCard')).toBe('true');
    expect(returnUrl.searchParams.get('changeCard')).toBe('true');
    redirect.mockRestore();
  });

  it('a failed start is said under the picker', async () => {
    expectConsoleError(/inscription start failed/);
    render(<Screen />, { 'POST cards/inscription': () => fail(500, 'down') });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos iniciar el registro de tu tarjeta',
    );
  });

  it('a blocked "Agregar tarjeta" says why', async () => {
    render(<Screen blocked="Debes aceptar los términos" />);
    expect(await screen.findByRole('button', { name: 'Agregar tarjeta' })).toBeDisabled();
    expect(screen.getByText('Debes aceptar los términos')).toBeInTheDocument();
  });

  it('back from the provider: confirms, shows the result and chooses the new card over the one chosen before (issue 39)', async () => {
    localStorage.setItem('tbk_token', 'tok-1');
    let confirmed = false;
    render(
      <Screen initialCardId="card-visa" />,
      {
        'GET cards/user/u-ana': () => ok(confirmed ? [visa, fresh] : [visa]),
        'POST cards/inscription/confirm': () => {
          confirmed = true;
          return ok(fresh);
        },
      },
      '?newCard=true',
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tu tarjeta ha sido registrada');
    expect(dialog).toHaveTextContent('Visa terminada en 1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa terminada en 1111, Crédito' })).toBeChecked(),
    );
    expect(screen.getByLabelText('Confirmando')).toHaveTextContent('false');
  });

  it('a failed confirmation shows the failure dialog', async () => {
    expectConsoleError(/inscription confirm failed/);
    localStorage.setItem('tbk_token', 'tok-1');
    render(
      <Screen />,
      { 'POST cards/inscription/confirm': () => fail(500, 'down') },
      '?newCard=true',
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Lo sentimos, ha ocurrido un error al registrar tu tarjeta',
    );
  });

  it('instalments for a Credit card (Sin cuotas, 3, 6), none for a Debit one', async () => {
    render(<Screen billingTypes={['monthly']} />);
    const select = await screen.findByRole('combobox', { name: 'Cuotas' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sin cuotas', '3 cuotas', '6 cuotas']);
    await userEvent.selectOptions(select, '3');
    expect(screen.getByLabelText('Cuotas elegidas')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('radio', { name: /MasterCard/ }));
    expect(screen.queryByRole('combobox', { name: 'Cuotas' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cuotas elegidas')).toHaveTextContent('0');
  });
});
