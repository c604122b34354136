import { atom, useAtomValue } from 'jotai';
import type { SessionUser } from './decode-token';
import { globalAtom } from './global-atom';

export interface Session {
  user: SessionUser;
  isGuest: boolean;
}

/** null = logged out. Set by the shell from the stored access token (decodeToken) and on login/logout. */
export const sessionAtom = globalAtom('session', () => atom<Session | null>(null));

export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}
