import { screen } from '@testing-library/react';
import { createFakeFetch, ok, renderInShell } from '@storefront/state/testing';
import { catalogStore } from '../../test-support/catalog-fixtures';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('shows the view text with its e-mail and phone as links', () => {
    const fake = createFakeFetch(() => ok(null));
    renderInShell(<ContactPage />, { store: catalogStore(), fetch: fake.fetch, path: 'contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByText('Escríbenos o llámanos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'soporte@tienda-demo.cl' })).toHaveAttribute(
      'href',
      'mailto:soporte@tienda-demo.cl',
    );
    expect(screen.getByRole('link', { name: '+56223456789' })).toHaveAttribute(
      'href',
      'tel:+56223456789',
    );
  });

  it('leaves out what the view lacks', () => {
    const fake = createFakeFetch(() => ok(null));
    renderInShell(<ContactPage />, {
      store: catalogStore({ contact: { active: true, title: 'Hablemos', email: 'hola@x.cl' } }),
      fetch: fake.fetch,
      path: 'contact',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hablemos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hola@x.cl' })).toBeInTheDocument();
    expect(screen.queryByText('Teléfono')).not.toBeInTheDocument();
  });
});
