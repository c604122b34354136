// The server's placeholder of a client-rendered page (a signed-in route, the cart): the session
// lives in the browser's storage, so the server cannot know it. The navbar then draws neither
// "Iniciar sesión" nor an account, only the place the browser's render fills (issue 41: a
// signed-in shopper was shown "Iniciar sesión" until the scripts ran).
import { atom } from 'jotai';

export const sessionUnknownAtom = atom(false);
