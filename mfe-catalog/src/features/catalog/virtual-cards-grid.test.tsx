import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeFetch, fail, renderInShell } from '@storefront/state/testing';
import type { Product } from '@storefront/sdk';
import { product } from '../../test-support/landing-fixtures';
import { catalogStore } from '../../test-support/catalog-fixtures';
import { loadWindowedGrid, VirtualCardsGrid, WINDOW_FROM } from './virtual-cards-grid';

// The landing fixture, with the lists a Product always has (the SDK's parse fills them).
const products = (count: number): Product[] =>
  Array.from({ length: count }, (_, i) => ({
    ...product(`td-p-${String(i + 1).padStart(4, '0')}`, `Producto ${i + 1}`, 1000 + i),
    quantityDiscounts: [],
    promotions: [],
    labels: [],
    currency: 'clp' as const,
  }));

async function renderGrid(count: number) {
  renderInShell(
    <VirtualCardsGrid
      products={products(count)}
      priceOf={() => null}
      onSelect={() => {}}
      columns={{ base: 2, md: 3 }}
      label="Productos"
    />,
    { store: catalogStore(), fetch: createFakeFetch(() => fail(404, 'Not found')).fetch },
  );
  // A long list shows the plain grid until the windowed grid's chunk has loaded.
  if (count > WINDOW_FROM) await act(() => loadWindowedGrid());
  return screen.getByRole('list', { name: 'Productos' });
}

/** jsdom has no layout: the virtualizer reads window.scrollY on a scroll event, so set both. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollWindowTo(0));

describe('VirtualCardsGrid', () => {
  it(`mounts every card of a short list (up to ${WINDOW_FROM}), with its place in the list`, async () => {
    const list = await renderGrid(WINDOW_FROM);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(WINDOW_FROM);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items.at(-1)).toHaveAttribute('aria-setsize', String(WINDOW_FROM));
  });

  it('of 1,000 products mounts only the rows near the viewport, and follows the scroll', async () => {
    const list = await renderGrid(1000);
    const first = within(list).getAllByRole('listitem');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(60);
    expect(first[0]).toHaveAttribute('aria-posinset', '1');
    expect(first[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(list).getByRole('link', { name: 'Producto 1' })).toBeInTheDocument();
    // The list keeps the height of all its rows (phone: 2 columns of 350 px cards, 35 px gaps).
    expect(list.style.height).toBe(`${500 * 385 - 35}px`);

    scrollWindowTo(250 * 385); // row 250: products 501 and 502
    const later = within(list).getAllByRole('listitem');
    expect(later.length).toBeLessThanOrEqual(60);
    expect(within(list).getByRole('link', { name: 'Producto 501' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Producto 1' })).not.toBeInTheDocument();
    const item501 = within(list).getByRole('link', { name: 'Producto 501' }).closest('li')!;
    expect(item501).toHaveAttribute('aria-posinset', '501');
    expect(item501.style.top).toBe(`${250 * 385}px`);
  });

  it('keeps the focused card mounted when it scrolls out of the window', async () => {
    const list = await renderGrid(1000);
    const link = within(list).getByRole('link', { name: 'Producto 3' });
    act(() => link.focus());
    fireEvent.focus(link);
    scrollWindowTo(400 * 385);
    expect(within(list).getByRole('link', { name: 'Producto 801' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Producto 3' })).toHaveFocus();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(62);
    // Once focus leaves the list, the card is let go like any other.
    act(() => link.blur());
    scrollWindowTo(400 * 385 + 10);
    expect(within(list).queryByRole('link', { name: 'Producto 3' })).not.toBeInTheDocument();
  });
});
