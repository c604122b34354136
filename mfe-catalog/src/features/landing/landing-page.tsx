// The store root (spec 000 §2 Landing, §3 content.views.landing, §7 landing fetch, §9): banners,
// title, description, subtitle, category filter, the products of each category in its display,
// notes, and the empty text. The shell already sends an inactive landing to the default route
// and a service store to userpanel/charges (shell/src/routing/store-route.tsx), so this page
// only renders.
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, fontStyle, Heading, Stack, Text } from '@storefront/ui';
import { cardPrice } from '@storefront/domain';
import type { Product } from '@storefront/sdk';
import { useStorePath, useTenant } from '@storefront/state';
import { trackCategoryClick, trackProductClick } from './analytics';
import { BannerCarousel } from './banner-carousel';
import { CategoryFilter } from './category-filter';
import { CategorySection } from './category-section';
import { normalizeNotes } from './landing-notes';
import { isPlainClick } from '../../products/plain-click';
import { ProductDialog } from '../../products/product-dialog';
import type { PriceOf } from '../../products/section-types';
import { SubscribeAction } from './subscribe-action';
import { useLandingProducts } from './use-landing-products';

export const EMPTY_LANDING_TEXT = 'No hay productos que coincidan, prueba con otras opciones';

export function LandingPage() {
  const { store, policy } = useTenant();
  const storePath = useStorePath();
  const landing = store.content.views.landing;
  const categories = useMemo(() => landing.categories ?? [], [landing.categories]);
  const { sections, retry } = useLandingProducts(store._id, categories);
  const [selected, setSelected] = useState<string | null>(null);

  const shippingChargeType = policy.subscriptionPolicy?.shippingChargeType;
  const priceOf = useCallback<PriceOf>(
    (product) =>
      cardPrice(product, {
        showFromText: landing.showFromText,
        disaggregateTaxAmount: landing.disaggregateTaxAmount,
        showDeliveryPriceMessage: landing.showDeliveryPriceMessage,
        shippingChargeType,
      }),
    [
      landing.showFromText,
      landing.disaggregateTaxAmount,
      landing.showDeliveryPriceMessage,
      shippingChargeType,
    ],
  );

  const buttonNames = categories
    .filter((category) => !category.hidden)
    .map((category) => category.name);
  // A hidden category has no filter button; its section shows under "Todos" only.
  const shown = categories
    .map((category, index) => ({
      category,
      index,
      state: sections[index] ?? { status: 'loading' as const },
    }))
    .filter(({ category }) => selected === null || category.name === selected)
    // A category with no products is left out; the empty text covers a landing with none at all.
    .filter(({ state }) => state.status !== 'ready' || state.products.length > 0);
  const settled =
    sections.length === categories.length && sections.every((state) => state.status !== 'loading');
  const empty = categories.length === 0 || (settled && shown.length === 0);
  const notes = normalizeNotes(landing.notes);
  // The landing's own fonts (content.views.landing.fonts) dress its texts: title, description,
  // subtitle and notes. Headings need it spread on them: their recipe sets the heading family.
  const look = fontStyle(landing.fonts);

  const selectCategory = (name: string | null) => {
    setSelected(name);
    trackCategoryClick(name ?? 'Todos');
  };
  // A plain click opens the product dialog; a middle or modified click keeps the real link.
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const closeProduct = useCallback(() => setOpenProductId(null), []);
  const selectProduct =
    (category: string) => (product: Product, event: MouseEvent<HTMLElement>) => {
      trackProductClick(product, category);
      if (isPlainClick(event)) {
        event.preventDefault();
        setOpenProductId(product._id);
      }
    };

  return (
    <Box pb={{ base: '10', md: '16' }}>
      <BannerCarousel banners={landing.banners ?? []} settings={landing.carousel} />
      <Container maxW="7xl" px={{ base: '4', md: '8' }} pt={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '8', md: '12' }}>
          <Stack gap="3" textAlign="center" align="center" maxW="3xl" mx="auto">
            {landing.title ? (
              <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter" {...look}>
                {landing.title}
              </Heading>
            ) : null}
            {landing.description ? (
              <Text
                fontSize={{ base: 'md', md: 'lg' }}
                color="fg.muted"
                whiteSpace="pre-line"
                {...look}
              >
                {landing.description}
              </Text>
            ) : null}
            {landing.subtitle ? (
              <Text
                as="p"
                fontWeight="semibold"
                fontSize={{ base: 'lg', md: 'xl' }}
                mt="2"
                {...look}
              >
                {landing.subtitle}
              </Text>
            ) : null}
          </Stack>

          <CategoryFilter names={buttonNames} selected={selected} onSelect={selectCategory} />

          {empty ? (
            <Text textAlign="center" color="fg.muted" py="10" role="status">
              {EMPTY_LANDING_TEXT}
            </Text>
          ) : (
            shown.map(({ category, index, state }, position) => (
              <CategorySection
                key={`${index}-${category.name}`}
                category={category}
                state={state}
                priceOf={priceOf}
                onSelect={selectProduct(category.name)}
                onRetry={() => retry(index)}
                deferred={position > 0}
              />
            ))
          )}

          {landing.showShowAllButton && store.content.views.catalog.active ? (
            <Box textAlign="center">
              <Button asChild colorPalette="brand" variant="outline" size="lg">
                <RouterLink to={storePath('catalog')}>Ver todos los productos</RouterLink>
              </Button>
            </Box>
          ) : null}

          {notes.length > 0 ? (
            <Stack
              as="aside"
              aria-label="Notas"
              gap="3"
              borderTopWidth="1px"
              borderColor="border.muted"
              pt="6"
              fontFamily={look.fontFamily}
            >
              {notes.map((note, i) => (
                <Box key={i}>
                  {note.title ? <Text fontWeight="semibold">{note.title}</Text> : null}
                  {note.text ? (
                    <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                      {note.text}
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Container>
      <ProductDialog
        productId={openProductId}
        open={openProductId !== null}
        onClose={closeProduct}
      />
      <SubscribeAction />
    </Box>
  );
}

export default LandingPage;
