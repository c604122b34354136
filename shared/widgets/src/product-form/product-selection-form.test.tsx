import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { ProductSchema } from '@storefront/sdk';
import { holidaysRoutes, renderPage } from '@storefront/state/testing';
import { ProductSelectionForm, type ProductChoice } from './product-selection-form';

// Parsed by the SDK's own schema, so the fixture cannot drift from the API.
const product = v.parse(ProductSchema, {
  _id: 'td-p-0001',
  storeId: 'st-tienda-demo',
  active: true,
  hidden: false,
  stock: 3,
  name: 'Caja de frutas de temporada',
  sku: 'TD-0001',
  currency: 'clp',
  prices: { weekly: 4490, monthly: 15990 },
  quantityDiscounts: [],
  promotions: [],
  labels: [],
});

function render(props: {
  inCart?: number;
  edit?: boolean;
  keepSchedule?: boolean;
  policy?: Record<string, unknown>;
  onSubmit?: (c: ProductChoice) => Promise<string | null>;
}) {
  const onSubmit = jest.fn(props.onSubmit ?? (() => Promise.resolve(null)));
  renderPage(
    <ProductSelectionForm
      product={product}
      submitLabel="Guardar producto"
      inCart={props.inCart}
      edit={
        props.edit
          ? { initial: { billingType: 'monthly', quantity: 3 }, keepSchedule: props.keepSchedule }
          : undefined
      }
      onSubmit={onSubmit}
    />,
    {
      url: '/tienda-demo/x',
      pattern: '/tienda-demo/x',
      // The holidays service answers no holiday (the payday rules are the domain's tests).
      routes: holidaysRoutes(),
      policy: props.policy,
    },
  );
  return onSubmit;
}

const QUANTITY_TEXT =
  'La cantidad seleccionada no es válida o el producto no tiene stock suficiente';

describe('product selection form (spec 001 §5 Product dialog)', () => {
  it('"Debes seleccionar una frecuencia" until one is chosen, then hands over the choice', async () => {
    const onSubmit = render({});
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText('Debes seleccionar una frecuencia')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /Mensual/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(onSubmit).toHaveBeenCalledWith({
      productId: 'td-p-0001',
      quantity: 1,
      billingType: 'monthly',
      labels: [],
    });
  });

  it('adding: the quantity is capped at stock minus what is in the cart', async () => {
    const onSubmit = render({ inCart: 3 });
    await userEvent.click(screen.getByRole('radio', { name: /Mensual/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText(QUANTITY_TEXT)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('editing: starts from the line’s values and allows the full stock', async () => {
    const onSubmit = render({ edit: true });
    expect(screen.getByRole('radio', { name: /Mensual/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 3, billingType: 'monthly' }),
    );
  });

  it('shows the text the action answers with', async () => {
    render({ edit: true, onSubmit: () => Promise.resolve('No hay stock suficiente') });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText('No hay stock suficiente')).toBeInTheDocument();
  });

  it('a subscription item (keepSchedule) neither offers nor requires the base payday, even where the policy allows it', async () => {
    const policy = { subscriptionPolicy: { allowBasePayday: true } };
    render({ policy });
    expect(screen.getByText('Fecha de pago')).toBeInTheDocument();
    const onSubmit = render({ edit: true, keepSchedule: true, policy });
    expect(screen.getAllByText('Fecha de pago')).toHaveLength(1);
    await userEvent.click(screen.getAllByRole('button', { name: 'Guardar producto' })[1]!);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 3, billingType: 'monthly' }),
    );
  });
});
