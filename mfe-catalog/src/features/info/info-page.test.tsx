import { screen, within } from '@testing-library/react';
import { createFakeFetch, ok, renderInShell } from '@storefront/state/testing';
import { catalogStore } from '../../test-support/catalog-fixtures';
import { InfoPage } from './info-page';
import { infoSteps } from './info-steps';

describe('InfoPage', () => {
  it('shows the title, description and the numbered steps', () => {
    const fake = createFakeFetch(() => ok(null));
    renderInShell(<InfoPage />, { store: catalogStore(), fetch: fake.fetch, path: 'info' });
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo funciona?' })).toBeInTheDocument();
    expect(screen.getByText('Suscribirte es simple:')).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(
      within(steps[1]!).getByRole('heading', { level: 2, name: 'Inscribe tu tarjeta' }),
    ).toBeInTheDocument();
    expect(within(steps[1]!).getByText('Pagas automáticamente.')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('falls back to "¿Cómo funciona?" without a title', () => {
    const fake = createFakeFetch(() => ok(null));
    renderInShell(<InfoPage />, {
      store: catalogStore({ info: { active: true } }),
      fetch: fake.fetch,
      path: 'info',
    });
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo funciona?' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('infoSteps', () => {
  it('keeps { title, description } steps and drops malformed ones', () => {
    expect(
      infoSteps([{ title: 'A', description: 'a' }, null, 'x', { title: 3 }, { description: 'b' }]),
    ).toEqual([
      { title: 'A', description: 'a' },
      { title: '', description: 'b' },
    ]);
    expect(infoSteps(undefined)).toEqual([]);
  });
});
