import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@storefront/sdk';
import type { PlaceDetails, PlacePrediction } from '@storefront/sdk/purchases';
import { bus } from '@storefront/bus';
import { ok, renderPage, type FakeCall } from '@storefront/state/testing';
import { AddressDialog } from './address-dialog';

const prediction = (placeId: string, mainText: string, secondaryText: string): PlacePrediction => ({
  placeId,
  mainText,
  secondaryText,
  description: `${mainText}, ${secondaryText}`,
});
const details: Record<string, PlaceDetails> = {
  numbered: {
    placeId: 'numbered',
    street: 'Avenida Providencia',
    number: '1234',
    commune: 'Providencia',
    province: 'Santiago',
    region: 'Metropolitana de Santiago',
    country: 'Chile',
    description: 'Avenida Providencia 1234, Providencia',
  },
  bare: {
    placeId: 'bare',
    street: 'Avenida Providencia',
    number: '',
    commune: 'Providencia',
    province: 'Santiago',
    region: 'Metropolitana de Santiago',
    country: 'Chile',
    description: 'Avenida Providencia, Providencia',
  },
  far: {
    placeId: 'far',
    street: 'Avenida Costanera',
    number: '200',
    commune: 'Puerto Montt',
    province: 'Llanquihue',
    region: 'Los Lagos',
    country: 'Chile',
    description: 'Avenida Costanera 200, Puerto Montt',
  },
};

function open(onSaved = jest.fn()) {
  const saved: User = {
    userId: 'u-ana',
    email: 'ana@demo.cl',
    addresses: [
      {
        _id: 'addr-1',
        street: 'Avenida Providencia',
        number: '1234',
        commune: 'Providencia',
        main: true,
      },
    ],
  };
  const view = renderPage(
    <AddressDialog
      open
      onClose={() => undefined}
      userId="u-ana"
      deliverableCommunes={['Providencia', 'Nunoa']}
      onSaved={onSaved}
    />,
    {
      url: '/tienda-demo/checkout',
      pattern: '/tienda-demo/checkout',
      routes: {
        'GET places/autocomplete': () =>
          ok([
            prediction('numbered', 'Avenida Providencia 1234', 'Providencia'),
            prediction('bare', 'Avenida Providencia', 'Providencia'),
            prediction('far', 'Avenida Costanera 200', 'Puerto Montt'),
          ]),
        'GET places/details': (call: FakeCall) => ok(details[call.query.get('placeId') ?? '']),
        'POST users/u-ana/addAddress': () => ok(saved),
      },
    },
  );
  return { ...view, onSaved };
}

async function search() {
  await userEvent.type(
    await screen.findByRole('searchbox', { name: 'Busca tu dirección' }),
    'Providencia',
  );
  return screen.findByRole('list', { name: 'Direcciones encontradas' });
}

describe('address dialog (spec 001 §2, §5 Address)', () => {
  it('refuses a place without a street number: "La dirección debe tener un número"', async () => {
    open();
    const list = await search();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Avenida Providencia, Providencia' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('La dirección debe tener un número');
    expect(screen.getByRole('searchbox', { name: 'Busca tu dirección' })).toHaveValue(
      'Providencia',
    );
  });

  it('refuses a commune outside coverage: "La dirección ingresada no está dentro de la cobertura"', async () => {
    open();
    const list = await search();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Avenida Costanera 200, Puerto Montt' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La dirección ingresada no está dentro de la cobertura',
    );
  });

  it('a valid place goes to the details stage, then saves to the profile and tracks "User Added Address"', async () => {
    const tracked = jest.fn();
    const off = bus.on('analytics', tracked);
    const { calls, onSaved } = open();
    const list = await search();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Avenida Providencia 1234, Providencia' }),
    );
    await userEvent.type(await screen.findByLabelText('Depto. / Oficina (opcional)'), '501');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((c) => c.path === 'users/u-ana/addAddress')?.body).toMatchObject({
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
      apartment: '501',
    });
    expect(onSaved.mock.calls[0][0]).toMatchObject({ _id: 'addr-1' });
    expect(tracked).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'track', event: 'User Added Address' }),
    );
    expect(
      calls.filter((c) => c.path.startsWith('places/')).every((c) => c.query.get('sessionToken')),
    ).toBe(true);
    off();
  });
});
