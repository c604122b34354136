// Navbar, alert banners, the page, and footer (or the powered-by strip). Screens may hide the
// navbar and footers (chromeAtom, or the bus 'navbar:visibility'); the guard shows them again.
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { Box, Flex } from '@storefront/ui';
import { bus } from '@storefront/bus';
import { chromeAtom, useStorePath, useTenant } from '@storefront/state';
import { useSessionActions } from '../session/use-session-actions';
import { AlertBanners } from './alert-banners';
import { MobileDrawer } from './drawer/mobile-drawer';
import { Footer, PoweredBy } from './footer/footer';
import { Navbar } from './navbar/navbar';

export function ShellLayout({ children }: { children: ReactNode }) {
  const chrome = useAtomValue(chromeAtom);
  const setChrome = useSetAtom(chromeAtom);
  const { store } = useTenant();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const storePath = useStorePath();

  useEffect(() => bus.on('navbar:visibility', (visibility) => setChrome(visibility)), [setChrome]);

  const onLogout = () => {
    logout();
    navigate(storePath(''));
  };
  const footerShown = store.content.navigation.footer.show !== false;

  return (
    <Flex direction="column" minH="100dvh">
      {chrome.navbar ? (
        <>
          <Navbar onOpenDrawer={() => setDrawerOpen(true)} onLogout={onLogout} />
          <AlertBanners />
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onLogout={onLogout}
          />
        </>
      ) : null}
      <Box as="main" id="contenido" flex="1" display="flex" flexDirection="column">
        {children}
      </Box>
      {chrome.footer ? footerShown ? <Footer /> : <PoweredBy /> : null}
    </Flex>
  );
}
