// Top navbar (spec 000 §2 Shell): store logo and name, desktop options with icons and dropdowns,
// cart button with badge, account menu or "Iniciar sesión"; on small screens a hamburger opens
// the drawer. Colour, text colour and height come from the store and its template.
import { Link as RouterLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  Box,
  chakra,
  cssLength,
  DEFAULT_NAVBAR_HEIGHT,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  Spacer,
  Text,
} from '@storefront/ui';
import { cartCountAtom, useSession, useStorePath, useTenant } from '@storefront/state';
import { storeDisplayName } from '../../routing/document-title';
import { barColors } from '../chrome-colors';
import { sessionUnknownAtom } from '../../session/session-unknown';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { DesktopOption } from './desktop-option';
import { NavIcon } from './nav-icon';

export interface NavbarProps {
  onOpenDrawer(): void;
  onLogout(): void;
}

export function Navbar({ onOpenDrawer, onLogout }: NavbarProps) {
  const { store, template, prefix } = useTenant();
  const session = useSession();
  const sessionUnknown = useAtomValue(sessionUnknownAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const storePath = useStorePath();
  const navbar = store.content.navigation.navbar;
  const { bg, color } = barColors(navbar.color, navbar.textColor, '#ffffff');
  const height = cssLength(template.navigation.navbar.height, DEFAULT_NAVBAR_HEIGHT);
  const name = storeDisplayName(store);
  const homeLink = (redirect: string | null | undefined) => redirect?.trim() || storePath('');
  const isService = store.serviceType === 'service';

  const brand = (
    redirect: string | null | undefined,
    children: React.ReactNode,
    label?: string,
  ) => {
    const to = homeLink(redirect);
    return /^https?:/i.test(to) ? (
      <Link href={to} color={color} aria-label={label} _hover={{ textDecoration: 'none' }}>
        {children}
      </Link>
    ) : (
      <Link asChild color={color} aria-label={label} _hover={{ textDecoration: 'none' }}>
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
    );
  };

  return (
    <chakra.header bg={bg} color={color} boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Flex
        as="nav"
        aria-label="Principal"
        h={height}
        px={{ base: '2', md: '6' }}
        gap={{ base: '1', md: '3' }}
        align="center"
      >
        <IconButton
          aria-label="Abrir menú"
          variant="ghost"
          color={color}
          display={{ base: 'inline-flex', md: 'none' }}
          onClick={onOpenDrawer}
        >
          <NavIcon name="menu" size="1.5em" />
        </IconButton>
        {navbar.storeLogoUrl
          ? brand(
              navbar.storeLogoUrlRedirect,
              // A fixed slot (the logo's largest size), so the name and options beside it do
              // not move when the image arrives (issue 15: no layout shift).
              <Image
                src={navbar.storeLogoUrl}
                alt={name}
                h={`calc(${height} - 16px)`}
                w="40"
                objectFit="contain"
                objectPosition="left center"
              />,
            )
          : null}
        {brand(
          navbar.storeNameRedirect,
          <Text
            as="span"
            fontWeight="bold"
            fontSize={{ base: 'md', md: 'lg' }}
            truncate
            maxW={{ base: '40', md: '64' }}
          >
            {navbar.storeName || name}
          </Text>,
        )}
        <HStack as="ul" listStyleType="none" gap="1" ms="4" display={{ base: 'none', md: 'flex' }}>
          {(navbar.navOptionsDesktop ?? []).map((option, index) => (
            <Box as="li" key={`${index}-${option.text}`}>
              <DesktopOption option={option} prefix={prefix} color={color} />
            </Box>
          ))}
        </HStack>
        <Spacer />
        {isService ? null : <CartButton to={storePath('cart')} count={cartCount} color={color} />}
        <Box display={{ base: 'none', md: 'block' }}>
          {sessionUnknown ? (
            <Box w="32" h="8" />
          ) : (
            <AccountMenu session={session} color={color} onLogout={onLogout} />
          )}
        </Box>
      </Flex>
    </chakra.header>
  );
}
