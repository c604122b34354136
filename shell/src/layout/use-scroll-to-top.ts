// A new page starts at its top (issue 39: after Confirmar on a phone, "Mis tarjetas" opened where
// the checkout had been scrolled to, blank but for the footer). Only when the path changes by a
// link or a redirect: a query change on the same page keeps its place, and back or forward
// (POP) keeps the place the browser restores.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
