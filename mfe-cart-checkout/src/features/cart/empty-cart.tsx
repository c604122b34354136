// Empty cart (spec 000 §2): an image, the empty-cart title and a button to the configured route
// (cart view emptyCart; defaults when the store leaves them out).
import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Heading, Image, Stack, chakra } from '@storefront/ui';
import { defaultRoute } from '@storefront/domain';
import { useStorePath, useTenant } from '@storefront/state';

export const EMPTY_CART_TITLE = 'Tu carrito está vacío';
export const EMPTY_CART_BUTTON = 'Ir a la tienda';

function EmptyBasket() {
  return (
    <chakra.svg viewBox="0 0 120 120" w="120px" h="120px" color="brand.primary" aria-hidden="true">
      <circle cx="60" cy="60" r="56" fill="currentColor" opacity="0.08" />
      <path
        d="M30 44h60l-7 36H37z"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M46 44l8-16M74 44l-8-16"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="46" cy="90" r="4" fill="currentColor" />
      <circle cx="74" cy="90" r="4" fill="currentColor" />
    </chakra.svg>
  );
}

export function EmptyCart() {
  const { store } = useTenant();
  const storePath = useStorePath();
  const views = store.content.views;
  const empty = views.cart.emptyCart;
  const route = empty?.buttonRoute?.trim() || defaultRoute(views);
  const external = /^[a-z][a-z0-9+.-]*:/i.test(route);

  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '10', md: '16' }}>
      {empty?.imageUrl ? (
        // The box is reserved before the image arrives: the title and the button under it never
        // move when it loads (issue 15: CLS; Lighthouse saw the button shift 0.02 on a phone).
        <Center w="220px" h="220px" maxW="full">
          <Image src={empty.imageUrl} alt="" maxW="full" maxH="full" objectFit="contain" />
        </Center>
      ) : (
        <EmptyBasket />
      )}
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
        {empty?.title?.trim() || EMPTY_CART_TITLE}
      </Heading>
      <Button asChild colorPalette="brand" size="lg">
        {external ? (
          <a href={route}>{empty?.buttonText?.trim() || EMPTY_CART_BUTTON}</a>
        ) : (
          <RouterLink to={storePath(route)}>
            {empty?.buttonText?.trim() || EMPTY_CART_BUTTON}
          </RouterLink>
        )}
      </Button>
    </Stack>
  );
}
