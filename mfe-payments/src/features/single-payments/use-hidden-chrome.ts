// Spec 002 §2 Single payments: "Navbar and footers are hidden". The shell reads chromeAtom and
// shows both again on every navigation (a layout effect in its route element), so this hides
// them after that, in a passive effect, again on each location change, and restores on leaving.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { chromeAtom } from '@storefront/state';

export function useHiddenChrome(): void {
  const setChrome = useSetAtom(chromeAtom);
  const { key } = useLocation();
  useEffect(() => {
    setChrome({ navbar: false, footer: false });
    return () => setChrome({ navbar: true, footer: true });
  }, [key, setChrome]);
}
