// Spec 002 §2 Single payments: "Navbar and footers are hidden" (the payment screen); the receipt
// hides the navbar "only when request, intent and invoice all exist". The shell reads chromeAtom
// and shows both again on every navigation (a layout effect in its route element), so this hides
// them after that, in a passive effect, again on each location change, and restores on leaving.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { chromeAtom } from '@storefront/state';

export function useHiddenChrome(
  hide: { navbar: boolean; footer: boolean } = { navbar: true, footer: true },
): void {
  const setChrome = useSetAtom(chromeAtom);
  const { key } = useLocation();
  const { navbar, footer } = hide;
  useEffect(() => {
    if (!navbar && !footer) return;
    setChrome({ navbar: !navbar, footer: !footer });
    return () => setChrome({ navbar: true, footer: true });
  }, [key, navbar, footer, setChrome]);
}
