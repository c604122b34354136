import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@storefront/sdk';
import { fail, ok } from '@storefront/state/testing';
import { order, pendingOrder, renderOrder } from './orders-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

/** The value (dd) the order's data section gives for a label (dt). */
const fact = (label: string) =>
  within(screen.getByRole('region', { name: 'Datos de la orden' })).getByText(label, {
    selector: 'dt',
  }).nextElementSibling?.textContent;
const backLink = () => screen.getByRole('link', { name: /Volver a mis órdenes/ });

describe('the order detail (spec 002 userpanel/orders/{deliveryId})', () => {
  it('number, date, status, address and commune, the products with their images, subtotal, delivery price and total', async () => {
    const { calls } = renderOrder('dlv-td-0002', {
      'GET delivery/dlv-td-0002': () => ok(pendingOrder),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden N° 902' }),
    ).toBeInTheDocument();
    expect(fact('Fecha')).toBe('23/11/2026');
    expect(fact('Estado')).toBe('Pendiente');
    expect(fact('Dirección')).toBe('Avenida Providencia 1234Dejar en conserjería');
    expect(fact('Comuna')).toBe('Providencia');

    const products = screen.getByRole('list', { name: 'Productos' });
    const [line] = within(products).getAllByRole('listitem');
    expect(line).toHaveTextContent('Café de especialidad 1 kg');
    expect(line).toHaveTextContent('2 × $27.990');
    expect(line).toHaveTextContent('$55.980');
    // Decorative (the name beside it says what it is), so it has no name of its own.
    expect(within(line!).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://sandbox.test/sandbox/images/td-p-0010.jpg',
    );

    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(
      within(summary).getByText('Subtotal', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$55.980');
    expect(
      within(summary).getByText('Despacho', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$2.990');
    expect(
      within(summary).getByText('Total', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$58.970');
    expect(calls.filter((c) => c.path.startsWith('catalog/'))).toEqual([]);
  });

  it("no commune → 'No definido'", async () => {
    const noCommune = order({
      contact: { address: { street: 'Los Leones', number: '45', commune: null } },
    });
    renderOrder('dlv-td-0001', { 'GET delivery/dlv-td-0001': () => ok(noCommune) });
    await screen.findByRole('heading', { level: 1, name: 'Orden N° 901' });
    expect(fact('Comuna')).toBe('No definido');
    expect(fact('Dirección')).toBe('Los Leones 45');
  });

  it('the back button goes to the list', async () => {
    renderOrder('dlv-td-0002', { 'GET delivery/dlv-td-0002': () => ok(pendingOrder) });
    await screen.findByRole('heading', { level: 1, name: 'Orden N° 902' });
    await userEvent.click(backLink());
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        /^\/tienda-demo\/userpanel\/orders$/,
      ),
    );
  });

  it("a line without an image takes its product's image (002 §7 Products: imageUrl)", async () => {
    const withoutImage = order({
      products: [
        { productId: 'td-p-0007', name: 'Kit de limpieza profunda', price: 14990, quantity: 1 },
      ],
    });
    const product = {
      _id: 'td-p-0007',
      storeId: 'st-tienda-demo',
      active: true,
      name: 'Kit de limpieza profunda',
      sku: 'TD-0007',
      imageUrl: 'http://sandbox.test/sandbox/images/td-p-0007.jpg',
      currency: 'clp',
      prices: { single: 14990 },
      quantityDiscounts: [],
      promotions: [],
      labels: [],
    } satisfies Partial<Product>;
    renderOrder('dlv-td-0001', {
      'GET delivery/dlv-td-0001': () => ok(withoutImage),
      'GET catalog/products/td-p-0007': () => ok(product),
    });
    const products = await screen.findByRole('list', { name: 'Productos' });
    expect(await within(products).findByRole('presentation')).toHaveAttribute(
      'src',
      product.imageUrl,
    );
  });

  it("an unknown or another shopper's order (404): a Spanish not-found message whose button goes back", async () => {
    expectConsoleError('[server-data] load failed');
    renderOrder('dlv-ajena', { 'GET delivery/dlv-ajena': () => fail(404, 'Delivery not found') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden no encontrada' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La orden que buscas no existe o no pertenece a tu cuenta en esta tienda.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a mis órdenes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        /^\/tienda-demo\/userpanel\/orders$/,
      ),
    );
  });

  it("another store's order is not shown here either", async () => {
    renderOrder('dlv-fd-0001', {
      'GET delivery/dlv-fd-0001': () =>
        ok(order({ _id: 'dlv-fd-0001', storeId: 'st-farmacia-demo' })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Orden N° 901')).not.toBeInTheDocument();
  });

  it('a failed read shows an error with a retry, and the way back stays', async () => {
    expectConsoleError('[server-data] load failed');
    let calls = 0;
    renderOrder('dlv-td-0002', {
      'GET delivery/dlv-td-0002': () => (++calls === 1 ? fail(500, 'down') : ok(pendingOrder)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la orden.');
    expect(backLink()).toHaveAttribute('href', '/tienda-demo/userpanel/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden N° 902' }),
    ).toBeInTheDocument();
  });
});
