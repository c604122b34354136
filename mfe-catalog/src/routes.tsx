// Exposed as `mfe_catalog/routes` (deploy/README.md, remote contract): one page component per route
// of routes.json, by the route's name (routePages: the patterns are written once, in routes.json).
// Each page is its own lazily loaded chunk, so visiting one route never downloads another's code;
// lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
import { lazyPage, routePages } from '@storefront/ui';
import claimed from '../routes.json';

const pages: Record<string, ComponentType> = {
  Landing: lazyPage(
    () => import(/* webpackChunkName: "page-Landing" */ './features/landing/landing-page'),
    'LandingPage',
  ),
  Catalog: lazyPage(
    () => import(/* webpackChunkName: "page-Catalog" */ './features/catalog/catalog-page'),
    'CatalogPage',
  ),
  Product: lazyPage(
    () => import(/* webpackChunkName: "page-Product" */ './features/product/product-page'),
    'ProductPage',
  ),
  Info: lazyPage(
    () => import(/* webpackChunkName: "page-Info" */ './features/info/info-page'),
    'InfoPage',
  ),
  Contact: lazyPage(
    () => import(/* webpackChunkName: "page-Contact" */ './features/contact/contact-page'),
    'ContactPage',
  ),
};

export default routePages(claimed, pages);
