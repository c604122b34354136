// Exposed as `mfe_catalog/routes` (deploy/README.md, remote contract): one page component per route
// pattern of routes.json. Each page is its own lazily loaded chunk, so visiting one route never
// downloads another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
import { lazyPage } from '@storefront/ui';

const routes: Record<string, ComponentType> = {
  '': lazyPage(() => import('./features/landing/landing-page'), 'LandingPage'),
  catalog: lazyPage(() => import('./features/catalog/catalog-page'), 'CatalogPage'),
  'products/:productId': lazyPage(() => import('./features/product/product-page'), 'ProductPage'),
  info: lazyPage(() => import('./features/info/info-page'), 'InfoPage'),
  contact: lazyPage(() => import('./features/contact/contact-page'), 'ContactPage'),
};

export default routes;
