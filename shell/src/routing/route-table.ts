// The route table of the store: the shell's own routes plus every route the remotes claim in
// /remotes.json (each remote's routes.json). Patterns are relative to the store prefix.
import { matchPath } from 'react-router-dom';
import { stripPrefix } from '@storefront/domain';
import type { Access, RemotesManifest } from '../federation/remotes-manifest';

export type ShellPage = 'login' | 'iframe' | 'user-info' | 'recover';

export interface StoreRoute {
  path: string;
  name: string;
  access: Access;
  title: string;
  /** Navbar and footers hidden from the first paint (routes.json `hidesChrome`). */
  hidesChrome?: boolean;
  /** The page's h1, drawn with its frame while the page's code loads (routes.json `heading`). */
  heading?: string;
  /** The store's content view whose title replaces `heading` (routes.json `headingView`). */
  headingView?: string;
  /** The page's column while its code loads: the panel's, or WidePage's (routes.json `frame`). */
  frame?: 'panel';
  /** Rows, not a spinner, under the heading while the page loads (routes.json `skeleton`). */
  skeleton?: 'rows';
  /** The data the page reads, started by the shell with its code (routes.json `data`). */
  data?: string[];
  owner: { kind: 'shell'; page: ShellPage } | { kind: 'remote'; remote: string };
}

/** Routes the shell owns (ROUTES.md). */
export const SHELL_ROUTES: StoreRoute[] = [
  {
    path: 'login',
    name: 'Login',
    access: 'public',
    title: 'Iniciar sesión',
    owner: { kind: 'shell', page: 'login' },
  },
  {
    path: 'recover/:token',
    name: 'Recover',
    access: 'public',
    title: 'Recuperar contraseña',
    owner: { kind: 'shell', page: 'recover' },
  },
  {
    path: 'user-info',
    name: 'UserInfo',
    access: 'guests',
    title: 'Completa tus datos',
    owner: { kind: 'shell', page: 'user-info' },
  },
  {
    path: 'iframe/:text',
    name: 'Iframe',
    access: 'public',
    title: 'Contenido',
    owner: { kind: 'shell', page: 'iframe' },
  },
];

export function buildRouteTable(
  manifest: RemotesManifest,
  mode: 'marketplace' | 'own-host',
): StoreRoute[] {
  const routes = [...SHELL_ROUTES];
  const taken = new Set(routes.map((route) => route.path));
  for (const remote of manifest.remotes) {
    for (const route of remote.routes) {
      if (route.marketplaceOnly && mode !== 'marketplace') continue;
      if (taken.has(route.path)) {
        console.warn(`route "${route.path}" of ${remote.name} is already taken; ignored`);
        continue;
      }
      taken.add(route.path);
      routes.push({
        path: route.path,
        name: route.name,
        access: route.access,
        title: route.title,
        ...(route.hidesChrome ? { hidesChrome: true } : {}),
        ...(route.heading ? { heading: route.heading } : {}),
        ...(route.headingView ? { headingView: route.headingView } : {}),
        ...(route.frame === 'panel' ? { frame: 'panel' as const } : {}),
        ...(route.skeleton === 'rows' ? { skeleton: 'rows' as const } : {}),
        ...(route.data?.length ? { data: route.data } : {}),
        owner: { kind: 'remote', remote: remote.name },
      });
    }
  }
  return routes;
}

/** The route a full in-app path (with prefix) lands on, if any. */
export function matchStoreRoute(
  routes: StoreRoute[],
  prefix: string,
  fullPath: string,
): StoreRoute | undefined {
  const path = stripPrefix(fullPath.split(/[?#]/)[0] ?? '/', prefix);
  return routes.find((route) => matchPath({ path: `/${route.path}`, end: true }, path));
}
