// Navbar, alert banners, the page, and footer (or the powered-by strip). Screens may hide the
// navbar and footers (chromeAtom, or the bus 'navbar:visibility'); the guard shows them again. A
// route that hides them (routes.json hidesChrome) never shows them.
import { Suspense, type ComponentProps, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { Box, cssLength, DEFAULT_NAVBAR_HEIGHT, Flex, lazyPage } from '@storefront/ui';
import { bus } from '@storefront/bus';
import { chromeAtom, useStorePath, useTenant } from '@storefront/state';
import { matchStoreRoute, useRouteTable } from '../routing/route-table-context';
import { useSessionActions } from '../session/use-session-actions';
import { AlertBanners } from './alert-banners';
import { Footer, PoweredBy } from './footer/footer';
import { Navbar } from './navbar/navbar';
import { useScrollToTop } from './use-scroll-to-top';

// The drawer's code loads on the first tap of the menu button, not with every page: most visits
// never open it (and a desktop never can). Once loaded it stays mounted for its close animation.
const MobileDrawer = lazyPage<ComponentProps<typeof import('./drawer/mobile-drawer').MobileDrawer>>(
  () => import('./drawer/mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
  'MobileDrawer',
);

const NO_CHROME = { navbar: false, footer: false } as const;

export function ShellLayout({ children }: { children: ReactNode }) {
  const { routes, prefix } = useRouteTable();
  const { pathname } = useLocation();
  // Read from the route, not only from chromeAtom: on a first load the page's own hiding reaches
  // this layout a frame after the navbar has painted, and the page area would jump up by its
  // height (issue 15: no layout shift; the payment screen measured CLS 0.08 to 0.12).
  const routeHidesChrome = matchStoreRoute(routes, prefix, pathname)?.hidesChrome === true;
  const atomChrome = useAtomValue(chromeAtom);
  const chrome = routeHidesChrome ? NO_CHROME : atomChrome;
  const setChrome = useSetAtom(chromeAtom);
  const { store, template } = useTenant();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const storePath = useStorePath();

  useEffect(() => bus.on('navbar:visibility', (visibility) => setChrome(visibility)), [setChrome]);
  useScrollToTop();

  const onLogout = () => {
    logout();
    navigate(storePath(''));
  };
  const footerShown = store.content.navigation.footer.show !== false;
  // The page area is at least the viewport under the navbar, so the footer starts below the fold
  // and content arriving (remote, data, images) never pushes it: it never moves while in view
  // (issue 15: no layout shift). The (sticky) navbar's height is the template's.
  const navbarHeight = chrome.navbar
    ? cssLength(template.navigation.navbar.height, DEFAULT_NAVBAR_HEIGHT)
    : '0px';

  return (
    <Flex direction="column" minH="100dvh">
      {chrome.navbar ? (
        <>
          <Navbar
            onOpenDrawer={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            onLogout={onLogout}
          />
          <AlertBanners />
          {drawerWanted ? (
            <Suspense fallback={null}>
              <MobileDrawer
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                onLogout={onLogout}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <Box
        as="main"
        id="contenido"
        flex="1"
        display="flex"
        flexDirection="column"
        minH={`calc(100dvh - ${navbarHeight})`}
      >
        {children}
      </Box>
      {chrome.footer ? footerShown ? <Footer /> : <PoweredBy /> : null}
    </Flex>
  );
}
