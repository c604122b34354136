// Mobile side drawer (spec 000 §2 Shell): the user's e-mail or "No has iniciado sesión", the
// general options, then "Mi cuenta" with the user panel options and login or logout. Focus is
// trapped by the drawer while it is open.
import type { ReactNode } from 'react';
import { Box, Button, Heading, Separator, SideDrawer, Text, VStack } from '@storefront/ui';
import type { NavOption } from '@storefront/sdk';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import { navOptionTarget } from '../../routing/store-paths';
import { NavIcon } from '../navbar/nav-icon';
import { StoreLink } from '../store-link';
import { USER_PANEL_OPTIONS } from '../user-panel-options';

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '5',
  py: '3',
  w: 'full',
  _hover: { bg: 'blackAlpha.50', textDecoration: 'none' },
} as const;

function DrawerOption({
  option,
  prefix,
  depth,
  onNavigate,
}: {
  option: NavOption;
  prefix: string;
  depth: number;
  onNavigate(): void;
}) {
  const target = navOptionTarget(option, prefix);
  const content: ReactNode = (
    <>
      <NavIcon name={option.prefixIcon} />
      <span>{option.text}</span>
      <NavIcon name={option.suffixIcon} />
    </>
  );
  return (
    <Box as="li">
      {target ? (
        <StoreLink
          destination={target}
          onNavigate={onNavigate}
          {...itemStyle}
          ps={`${5 + depth * 4}`}
        >
          {content}
        </StoreLink>
      ) : (
        <Text {...itemStyle} ps={`${5 + depth * 4}`} fontWeight="semibold">
          {content}
        </Text>
      )}
      {option.dropdown?.length ? (
        <Box as="ul" listStyleType="none">
          {option.dropdown.map((child, index) => (
            <DrawerOption
              key={`${index}-${child.text}`}
              option={child}
              prefix={prefix}
              depth={depth + 1}
              onNavigate={onNavigate}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export function MobileDrawer({
  open,
  onClose,
  onLogout,
}: {
  open: boolean;
  onClose(): void;
  onLogout(): void;
}) {
  const { store, prefix } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const navbar = store.content.navigation.navbar;
  const options = navbar.navOptionsMobile?.length
    ? navbar.navOptionsMobile
    : (navbar.navOptionsDesktop ?? []);
  // A guest sign-in is a session too (spec 000 §4): it can log out like the navbar's account menu.

  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      title="Menú"
      placement="start"
      closeLabel="Cerrar menú"
    >
      <VStack align="stretch" gap="0">
        <Text px="5" pb="3" fontWeight="semibold" truncate>
          {session === null
            ? 'No has iniciado sesión'
            : session.isGuest
              ? 'Invitado'
              : session.user.email}
        </Text>
        <Separator />
        <Box as="ul" listStyleType="none" py="2" aria-label="Opciones">
          {options.map((option, index) => (
            <DrawerOption
              key={`${index}-${option.text}`}
              option={option}
              prefix={prefix}
              depth={0}
              onNavigate={onClose}
            />
          ))}
        </Box>
        <Separator />
        <Heading as="h2" size="sm" px="5" pt="4" pb="1">
          Mi cuenta
        </Heading>
        <Box as="ul" listStyleType="none" py="1">
          {USER_PANEL_OPTIONS.map((option) => (
            <Box as="li" key={option.path}>
              <StoreLink
                destination={{ kind: 'internal', to: storePath(option.path) }}
                onNavigate={onClose}
                {...itemStyle}
              >
                {option.label}
              </StoreLink>
            </Box>
          ))}
          <Box as="li">
            {session !== null ? (
              <Button
                variant="ghost"
                justifyContent="flex-start"
                {...itemStyle}
                borderRadius="0"
                fontWeight="normal"
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <NavIcon name="logout" />
                Cerrar sesión
              </Button>
            ) : (
              <StoreLink
                destination={{ kind: 'internal', to: storePath('login') }}
                onNavigate={onClose}
                {...itemStyle}
                fontWeight="semibold"
              >
                Iniciar sesión
              </StoreLink>
            )}
          </Box>
        </Box>
      </VStack>
    </SideDrawer>
  );
}
