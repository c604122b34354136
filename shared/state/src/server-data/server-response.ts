// What a server render answers besides its HTML (issue 15): a page that shows "not found" makes
// it a 404, and a route element that sends the shopper elsewhere makes it a redirect, so a crawler
// or a link checker gets the same answer a shopper sees. One object per render, set by the render
// (null in the browser, where these do nothing). A server render runs no effects, so the page
// says it while rendering; writing the same value again is harmless.
import { atom, useAtomValue } from 'jotai';
import { globalAtom } from '../global-atom';

export interface ServerResponse {
  notFound?: boolean;
  /** Where the page sends the shopper (a path of the same site). */
  redirectTo?: string;
}

export const serverResponseAtom = globalAtom('serverResponse', () =>
  atom<ServerResponse | null>(null),
);

/** Rendered next to a not-found page: the server render answers 404. Renders nothing. */
export function NotFoundStatus(): null {
  const response = useAtomValue(serverResponseAtom);
  if (response) response.notFound = true;
  return null;
}

/** Rendered next to a redirect: the server render answers a redirect to `to`. Renders nothing. */
export function RedirectStatus({ to }: { to: string }): null {
  const response = useAtomValue(serverResponseAtom);
  if (response) response.redirectTo = to;
  return null;
}
