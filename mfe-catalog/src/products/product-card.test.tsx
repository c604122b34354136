import { screen } from '@testing-library/react';
import { cardPrice } from '@storefront/domain';
import type { ProductSchema } from '@storefront/sdk';
import { ProductCard } from './product-card';
import { createFakeFetch, renderInShell, type Overrides } from '@storefront/state/testing';
import { landingStore, product } from '../test-support/landing-fixtures';

function renderCard(
  options: Parameters<typeof cardPrice>[1],
  extra: Overrides<typeof ProductSchema> = {},
  priority?: boolean,
) {
  const item = product('td-p-0001', 'Manzanas Fuji', 1990, extra);
  const { fetch } = createFakeFetch(() => ({ json: {} }));
  const card = <ProductCard product={item} price={cardPrice(item, options)} priority={priority} />;
  return renderInShell(card, {
    store: landingStore(),
    fetch,
  });
}

describe('ProductCard', () => {
  it('shows "Desde", the net price and "+ IVA" when the landing disaggregates tax', () => {
    renderCard({ showFromText: true, disaggregateTaxAmount: true });
    expect(screen.getByText('Desde $1.672 + IVA')).toBeInTheDocument();
  });

  it('shows the gross price without "+ IVA" otherwise', () => {
    renderCard({});
    expect(screen.getByText('$1.990')).toBeInTheDocument();
    expect(screen.queryByText(/\+ IVA/)).not.toBeInTheDocument();
  });

  it('shipping text follows the policy charge type', () => {
    const first = renderCard({ showDeliveryPriceMessage: true, shippingChargeType: 'always' });
    expect(screen.getByText('(+ Costo de envío)')).toBeInTheDocument();
    first.unmount();
    renderCard({ showDeliveryPriceMessage: true, shippingChargeType: 'once' });
    expect(screen.getByText('(+ Costo de instalación)')).toBeInTheDocument();
  });

  it('a first-row card loads its image at once and first; the others lazily (issue 15)', () => {
    const lazy = renderCard({});
    const image = () => lazy.container.querySelector('img');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    lazy.unmount();
    const first = renderCard({}, {}, true);
    expect(first.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(first.container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('is a link named by the product to products/{id}, with its brand', () => {
    renderCard({});
    expect(screen.getByRole('link', { name: 'Manzanas Fuji' })).toHaveAttribute(
      'href',
      '/tienda-demo/products/td-p-0001',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Manzanas Fuji' })).toBeInTheDocument();
    expect(screen.getByText('Huerta Sur')).toBeInTheDocument();
  });

  it('a promotion shows the original price struck through and the rounded percentage', () => {
    renderCard({}, { promotions: [{ discount: { type: 'percentage', value: 15 } }] });
    expect(screen.getByText('$1.691')).toBeInTheDocument();
    expect(screen.getByText('$1.990')).toBeInTheDocument();
    expect(screen.getByText('-15%')).toBeInTheDocument();
  });
});
