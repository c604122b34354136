// Logged in: a dropdown with the user panel options and "Cerrar sesión". A guest sign-in is a
// session too (spec 000 §4: logged in when an access token exists; the navbar's dropdown holds the
// logout entry): "Invitado" with "Iniciar sesión" (the login page ends the guest session) and
// "Cerrar sesión". Logged out: the "Iniciar sesión" button.
import { useNavigate } from 'react-router-dom';
import { DropdownMenu, HStack, Text } from '@storefront/ui';
import { useStorePath, type Session } from '@storefront/state';
import { USER_PANEL_OPTIONS } from '../user-panel-options';
import { StoreLink } from '../store-link';
import { NavIcon } from './nav-icon';

export function AccountMenu({
  session,
  color,
  onLogout,
}: {
  session: Session | null;
  color: string;
  onLogout(): void;
}) {
  const navigate = useNavigate();
  const storePath = useStorePath();

  if (!session) {
    return (
      <StoreLink
        destination={{ kind: 'internal', to: storePath('login') }}
        color={color}
        borderWidth="1px"
        borderColor="currentColor"
        borderRadius="md"
        px="3"
        py="1.5"
        fontWeight="medium"
        _hover={{ bg: 'blackAlpha.100', textDecoration: 'none' }}
      >
        Iniciar sesión
      </StoreLink>
    );
  }

  if (session.isGuest) {
    return (
      <DropdownMenu
        triggerLabel="Mi cuenta: Invitado"
        color={color}
        trigger={
          <HStack as="span" gap="1.5">
            <NavIcon name="person" />
            <Text as="span">Invitado</Text>
            <NavIcon name="chevron-down" />
          </HStack>
        }
        items={[
          { value: 'login', label: 'Iniciar sesión', onSelect: () => navigate(storePath('login')) },
          { value: 'logout', label: 'Cerrar sesión', onSelect: onLogout },
        ]}
      />
    );
  }

  const label = session.user.email || session.user.name || 'Mi cuenta';
  return (
    <DropdownMenu
      triggerLabel={`Mi cuenta: ${label}`}
      color={color}
      trigger={
        <HStack as="span" gap="1.5">
          <NavIcon name="person" />
          <Text as="span" maxW="48" truncate>
            {label}
          </Text>
          <NavIcon name="chevron-down" />
        </HStack>
      }
      items={[
        ...USER_PANEL_OPTIONS.map((option) => ({
          value: option.path,
          label: option.label,
          onSelect: () => navigate(storePath(option.path)),
        })),
        { value: 'logout', label: 'Cerrar sesión', onSelect: onLogout },
      ]}
    />
  );
}
