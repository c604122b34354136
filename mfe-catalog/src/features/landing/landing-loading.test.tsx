// Issue 15 (no layout shift): while the landing loads, each section keeps its place with a
// skeleton of its display, and the first banner is fetched first.
import { screen, within } from '@testing-library/react';
import { createFakeFetch, ok, renderInShell, type FakeReply } from '@storefront/state/testing';
import { LandingPage } from './landing-page';
import { landingStore, PRODUCTS_BY_CATEGORY } from '../../test-support/landing-fixtures';

function renderLanding(reply: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(reply);
  renderInShell(<LandingPage />, { store: landingStore(), fetch: fake.fetch });
  return fake;
}

/** A catalogue that never answers: the page stays loading. */
const never = () => new Promise<FakeReply>(() => undefined);

test('a loading section shows a skeleton of its display, hidden from assistive technology', () => {
  renderLanding(never);
  const frutas = screen.getByRole('region', { name: 'Frutas' });
  expect(frutas).toHaveAttribute('aria-busy', 'true');
  const cards = within(frutas).getByTestId('section-skeleton');
  expect(cards).toHaveAttribute('aria-hidden', 'true');
  expect(within(cards).getAllByTestId('product-card-skeleton')).toHaveLength(4);
  // The saas carousel's and the table's skeletons are their own shapes, not cards.
  const planes = within(screen.getByRole('region', { name: 'Planes' })).getByTestId(
    'section-skeleton',
  );
  expect(within(planes).queryAllByTestId('product-card-skeleton')).toHaveLength(0);
});

test('sections after the first render their products after the first paint, then are not busy', async () => {
  renderLanding((call) =>
    ok({
      docs: PRODUCTS_BY_CATEGORY[call.url.searchParams.get('categories') ?? ''] ?? [],
      page: 1,
      pages: 1,
      limit: 100,
      totalDocs: 1,
    }),
  );
  await screen.findByRole('link', { name: 'Detergente' }); // the table, third section
  for (const name of ['Frutas', 'Planes', 'Limpieza'])
    expect(screen.getByRole('region', { name })).toHaveAttribute('aria-busy', 'false');
  expect(screen.queryAllByTestId('section-skeleton')).toHaveLength(0);
});

test('the first banner is fetched eagerly and first, the others lazily', () => {
  renderLanding(never);
  const images = screen
    .getByRole('region', { name: 'Banners' })
    .querySelectorAll<HTMLImageElement>('img');
  expect(images).toHaveLength(2);
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
});
