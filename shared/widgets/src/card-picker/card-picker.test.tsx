import { useState, type ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@storefront/sdk';
import { fail, ok, renderPage } from '@storefront/state/testing';
import { CardPicker } from './card-picker';
import { expectConsoleError } from '@storefront/config/jest-console';

const visa: Card = { _id: 'card-visa', userId: 'u-ana', storeId: 'st-tienda-demo', brand: 'Visa', type: 'Credit', digits: '4242' };
const master: Card = { _id: 'card-mc', userId: 'u-ana', storeId: 'st-tienda-demo', brand: 'MasterCard', type: 'Debit', digits: '5454' };

function Picker(props: { required?: boolean; blocked?: string; onAdd?: () => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <CardPicker
        userId="u-ana"
        storeId="st-tienda-demo"
        selectedId={selected}
        onChange={(card) => setSelected(card?._id ?? null)}
        required={props.required}
        onAdd={props.onAdd ?? (() => undefined)}
        addBlockedReason={props.blocked}
      />
      <output aria-label="Elegida">{selected ?? 'ninguna'}</output>
    </>
  );
}

const render = (element: ReactElement, cards: Card[] | 'error' = [visa, master]) =>
  renderPage(element, {
    url: '/tienda-demo/checkout',
    pattern: '/tienda-demo/checkout',
    routes: { 'GET cards/user/u-ana': () => (cards === 'error' ? fail(500, 'down') : ok(cards)) },
  });

describe('card picker (spec 001 §5 Cards and instalments)', () => {
  it('lists the saved cards as radios named by brand, last four and type, and chooses the first', async () => {
    render(<Picker />);
    const first = await screen.findByRole('radio', { name: 'Visa terminada en 4242, Crédito' });
    expect(screen.getByRole('radio', { name: 'MasterCard terminada en 5454, Débito' })).not.toBeChecked();
    await waitFor(() => expect(first).toBeChecked());
    expect(screen.getByLabelText('Elegida')).toHaveTextContent('card-visa');
  });

  it('clicking the chosen card again deselects it when the policy allows', async () => {
    render(<Picker />);
    const first = await screen.findByRole('radio', { name: /Visa/ });
    await waitFor(() => expect(first).toBeChecked());
    await userEvent.click(first);
    expect(screen.getByLabelText('Elegida')).toHaveTextContent('ninguna');
    await userEvent.click(screen.getByRole('radio', { name: /MasterCard/ }));
    expect(screen.getByLabelText('Elegida')).toHaveTextContent('card-mc');
  });

  it('"A card cannot be deselected when the policy requires a tokenized card"', async () => {
    render(<Picker required />);
    const first = await screen.findByRole('radio', { name: /Visa/ });
    await waitFor(() => expect(first).toBeChecked());
    await userEvent.click(first);
    expect(screen.getByLabelText('Elegida')).toHaveTextContent('card-visa');
  });

  it('adding a card is blocked with its reason, and offered otherwise', async () => {
    const onAdd = jest.fn();
    const view = render(<Picker blocked="Debes aceptar los términos y condiciones" onAdd={onAdd} />, []);
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Agregar tarjeta' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Debes aceptar los términos y condiciones');
    view.unmount();
    render(<Picker onAdd={onAdd} />, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('a failed list says so and can be retried', async () => {
    expectConsoleError('[server-data] load failed');
    render(<Picker />, 'error');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus tarjetas.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
