import { screen, within } from '@testing-library/react';
import { makeTenant } from '../../test/fixtures';
import { renderShell } from '../../test/render-shell';

test('the footer shows the store name, its links, the provider links and the card logo', async () => {
  renderShell({ path: '/tienda-demo/' });
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText('Tienda Demo')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Sitio Principal' })).toHaveAttribute(
    'href',
    'https://tienda.example.cl',
  );
  expect(within(footer).getByRole('link', { name: '¿Cómo funciona?' })).toHaveAttribute(
    'href',
    '/tienda-demo/info',
  );
  expect(within(footer).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
    'href',
    '/tienda-demo/contact',
  );
  expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Privacidad' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Para tiendas' })).toBeInTheDocument();
  const logo = within(footer).getByRole('img', { name: /tarjetas de crédito y débito/ });
  // Below the fold at load: fetched (and its SVG text laid out) only once it nears the viewport,
  // with its box reserved by its size (issue 15).
  expect(logo).toHaveAttribute('loading', 'lazy');
  expect(logo).toHaveAttribute('width', '168');
  expect(logo).toHaveAttribute('height', '32');
  expect(screen.queryByText('Powered by')).not.toBeInTheDocument();
  // The route's page loads after the chrome: the test ends once it is in, as the shopper sees it.
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
});

test('with footer.show false only the powered-by strip shows, with terms and privacy', async () => {
  renderShell({ path: '/tienda-demo/', tenant: makeTenant({ footerShow: false }) });
  const strip = screen.getByRole('contentinfo');
  expect(within(strip).getByText('Powered by')).toBeInTheDocument();
  expect(within(strip).getByRole('link', { name: 'Términos y condiciones' })).toBeInTheDocument();
  expect(within(strip).getByRole('link', { name: 'Privacidad' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sitio Principal' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Para tiendas' })).not.toBeInTheDocument();
  // The route's page loads after the chrome: the test ends once it is in, as the shopper sees it.
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
});
