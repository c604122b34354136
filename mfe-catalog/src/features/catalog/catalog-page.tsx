// Route "catalog" (spec 000 §2 Catalogue, §7 catalogue fetch, §9 constants): filters in a fixed
// left sidebar on desktop and in a drawer on mobile, a search applied 1 s after typing stops, the
// sort, and the product grid with infinite scroll (page size 4). The shell already sends an
// inactive catalogue to the default route and a service store to userpanel/charges
// (shell/src/routing/store-route.tsx). Filters are this page's state, so leaving the catalogue
// clears them; a link's query (e.g. "/catalog?categories=Frutas" from a banner or a navbar option)
// only sets the filters it starts with, and a new query starts again from it.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Box,
  Button,
  chakra,
  Container,
  cssLength,
  DEFAULT_NAVBAR_HEIGHT,
  Flex,
  Heading,
  SideDrawer,
  Stack,
  Text,
  useBreakpointValue,
} from '@storefront/ui';
import { Field, Input } from '@storefront/ui/fields';
import { cardPrice } from '@storefront/domain';
import type { Product, ProductSort } from '@storefront/sdk';
import { useHydrated, useTenant } from '@storefront/state';
import type { PriceOf } from '../../products/section-types';
import { isPlainClick } from '../../products/plain-click';
import { ProductDialog } from '../../products/product-dialog';
import { trackCatalogCategory, trackCatalogProduct } from './analytics';
import { CatalogFilters } from './catalog-filters';
import {
  filtersFromQuery,
  hasActiveFilters,
  type CatalogFilters as Filters,
} from './catalog-query';
import { defaultSort, isProductSort, SORT_OPTIONS } from './catalog-sort';
import { CATALOG_PAGE_SIZE, EMPTY_CATALOG_TEXT, SEARCH_DEBOUNCE_MS } from './catalog-texts';
import { ScrollFooter } from './scroll-footer';
import { useCatalogProducts } from './use-catalog-products';
import { useDebouncedValue } from './use-debounced-value';
import { useFilterOptions } from './use-filter-options';
import { CardsGridSkeleton, VirtualCardsGrid } from './virtual-cards-grid';

const toggle = (list: readonly string[], name: string) =>
  list.includes(name) ? list.filter((item) => item !== name) : [...list, name];

export function CatalogPage() {
  const { search } = useLocation();
  const { store } = useTenant();
  const fallbackSort = defaultSort(store.content.views.catalog.defaultSorting);
  const initial = useMemo(() => filtersFromQuery(search, fallbackSort), [search, fallbackSort]);
  return <CatalogView key={search} initial={initial} />;
}

function CatalogView({ initial }: { initial: Filters }) {
  const { store, policy, template } = useTenant();
  const views = store.content.views;
  const catalog = views.catalog;
  // A page the browser renders reads the screen at once (no layout change after the first
  // paint). A server render cannot, so it and its hydration are the phone layout, and the
  // breakpoint applies right after (issue 15; `ssr: false` would read window.matchMedia there).
  const hydrated = useHydrated();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: !hydrated }) ?? false;
  // Until the breakpoint is read (server render, hydration), CSS picks the layout: the sidebar
  // and the "Filtros" button are both there, each shown on its screens, so nothing moves when
  // the breakpoint applies (the effect below runs after the breakpoint's own, in one commit).
  const [measured, setMeasured] = useState(hydrated);
  useEffect(() => setMeasured(true), []);
  const showSidebar = !measured || desktop;
  const showFiltersButton = !measured || !desktop;

  const [searchText, setSearchText] = useState(initial.search);
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ProductSort>(initial.sort);
  const [categories, setCategories] = useState<string[]>(initial.categories);
  const [brands, setBrands] = useState<string[]>(initial.brands);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sortId = useId();

  const filters = useMemo<Filters>(
    () => ({ search, sort, categories, brands }),
    [search, sort, categories, brands],
  );
  const options = useFilterOptions(store._id);
  const list = useCatalogProducts(store._id, filters);
  const filtered = hasActiveFilters(filters);

  // A filter change starts again from the top (the list reloads from page 1).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [filters]);

  const shippingChargeType = policy.subscriptionPolicy?.shippingChargeType;
  const priceOf = useCallback<PriceOf>(
    (product) =>
      cardPrice(product, {
        showFromText: views.landing.showFromText,
        showDeliveryPriceMessage: views.landing.showDeliveryPriceMessage,
        disaggregateTaxAmount: catalog.disaggregateTaxAmount,
        shippingChargeType,
      }),
    [
      views.landing.showFromText,
      views.landing.showDeliveryPriceMessage,
      catalog.disaggregateTaxAmount,
      shippingChargeType,
    ],
  );

  // Stable handlers and memoised grid and filters: the render right after hydration (the
  // breakpoint applies) then re-renders the page's frame, not every card (issue 15: less work
  // at boot).
  const toggleCategory = useCallback(
    (name: string) => {
      trackCatalogCategory(name, !categories.includes(name));
      setCategories((list) => toggle(list, name));
    },
    [categories],
  );
  const toggleBrand = useCallback((name: string) => setBrands((list) => toggle(list, name)), []);
  const clearFilters = useCallback(() => {
    setCategories([]);
    setBrands([]);
  }, []);
  // A plain click opens the product dialog; a middle or modified click keeps the real link.
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const closeProduct = useCallback(() => setOpenProductId(null), []);
  const selectProduct = useCallback((product: Product, event: MouseEvent<HTMLElement>) => {
    trackCatalogProduct(product);
    if (isPlainClick(event)) {
      event.preventDefault();
      setOpenProductId(product._id);
    }
  }, []);
  // The sidebar sticks below the shell's sticky navbar.
  const navbar = cssLength(template.navigation?.navbar?.height, DEFAULT_NAVBAR_HEIGHT);

  const mobileColumns = catalog.columnsCountMobile || 2;
  const desktopColumns = catalog.columnsCountDesktop || 3;
  const columns = useMemo(
    () => ({ base: mobileColumns, md: desktopColumns }),
    [mobileColumns, desktopColumns],
  );
  const filterCount = categories.length + brands.length;
  const filterPanel = useMemo(
    () => (
      <CatalogFilters
        categories={options.categories}
        brands={options.brands}
        selectedCategories={categories}
        selectedBrands={brands}
        onToggleCategory={toggleCategory}
        onToggleBrand={toggleBrand}
        onClear={clearFilters}
      />
    ),
    [
      options.categories,
      options.brands,
      categories,
      brands,
      toggleCategory,
      toggleBrand,
      clearFilters,
    ],
  );
  const empty = list.page > 0 && list.products.length === 0 && list.status === 'idle';

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb={{ base: '4', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {catalog.title || 'Catálogo'}
        </Heading>
        {catalog.description ? <Text color="fg.muted">{catalog.description}</Text> : null}
      </Stack>
      <Flex gap="8" align="flex-start">
        {showSidebar ? (
          <Box
            as="aside"
            aria-label="Filtros"
            display={measured ? undefined : { base: 'none', md: 'block' }}
            w="260px"
            flexShrink={0}
            position="sticky"
            top={`calc(${navbar} + 16px)`}
            maxH={`calc(100vh - ${navbar} - 32px)`}
            overflowY="auto"
            pr="2"
          >
            {filterPanel}
          </Box>
        ) : null}
        <Box flex="1" minW="0">
          <Flex
            gap="3"
            mb="6"
            wrap="wrap"
            align="flex-end"
            role="search"
            aria-label="Buscar y ordenar"
          >
            <Field.Root flex="1 1 220px">
              <Field.Label>Buscar productos</Field.Label>
              <Input
                type="search"
                value={searchText}
                placeholder="Nombre, marca o SKU"
                onChange={(event) => setSearchText(event.target.value)}
              />
            </Field.Root>
            <Stack gap="1.5" flex="1 1 200px" maxW={{ md: '260px' }}>
              <chakra.label htmlFor={sortId} fontSize="sm" fontWeight="medium">
                Ordenar por
              </chakra.label>
              <chakra.select
                id={sortId}
                value={sort}
                onChange={(event) => {
                  if (isProductSort(event.target.value)) setSort(event.target.value);
                }}
                h="10"
                w="100%"
                px="3"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                bg="bg"
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </chakra.select>
            </Stack>
            {showFiltersButton ? (
              <Button
                variant="outline"
                onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog"
                display={measured ? undefined : { md: 'none' }}
              >
                {filterCount > 0 ? `Filtros (${filterCount})` : 'Filtros'}
              </Button>
            ) : null}
          </Flex>

          {empty ? (
            <Text textAlign="center" color="fg.muted" py="10">
              {EMPTY_CATALOG_TEXT}
            </Text>
          ) : list.page === 0 && list.status === 'loading' ? (
            <CardsGridSkeleton columns={columns} count={CATALOG_PAGE_SIZE} />
          ) : (
            // Spec 000 §9: views.catalog columns, 3 desktop and 2 mobile by default; cards of
            // height 350 mobile and 430 desktop (the landing's). Long lists are windowed; the
            // footer (live region, load-more, end text) stays outside the window.
            <VirtualCardsGrid
              products={list.products}
              columns={columns}
              label="Productos"
              priceOf={priceOf}
              onSelect={selectProduct}
            />
          )}
          <ScrollFooter
            status={list.status}
            hasMore={list.hasMore}
            empty={empty}
            filtered={filtered}
            loadedCount={list.products.length}
            lastLoaded={list.lastLoaded}
            onLoadMore={list.loadMore}
          />
        </Box>
      </Flex>
      {desktop ? null : (
        <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Filtros">
          <Stack gap="6" px="6" pb="6">
            {filterPanel}
            <Button colorPalette="brand" onClick={() => setDrawerOpen(false)}>
              Ver productos
            </Button>
          </Stack>
        </SideDrawer>
      )}
      <ProductDialog
        productId={openProductId}
        open={openProductId !== null}
        onClose={closeProduct}
      />
    </Container>
  );
}

export default CatalogPage;
