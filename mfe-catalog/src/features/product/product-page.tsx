// Route "products/:productId" (spec 000 §2): the product by id or SKU, or the not-found page.
// Closing returns to the store root; after an add the shopper stays here (or goes to the
// landing's addItemRedirect) and sees the added-to-cart banner.
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Box, CloseButton, Container, Flex } from '@storefront/ui';
import { useStorePath, useTenant } from '@storefront/state';
import { AddedBanner } from '../../products/added-banner';
import { useAfterAdd } from '../../products/use-after-add';
import { ProductLoader } from '../../products/product-loader';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ProductView } from '../../products/product-view';

export function ProductPage() {
  const { productId } = useParams();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const { store } = useTenant();
  const [bannerAt, setBannerAt] = useState<number | null>(null);
  const hideBanner = useCallback(() => setBannerAt(null), []);
  const close = () => navigate(storePath(''));
  const afterAdd = useAfterAdd(store.content.views.landing?.addItemRedirect, () =>
    setBannerAt(Date.now()),
  );

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
      <Flex justify="flex-end" mb="2">
        <CloseButton asChild aria-label="Cerrar">
          <RouterLink to={storePath('')} />
        </CloseButton>
      </Flex>
      <Box>
        <ProductLoader value={productId} onClose={close} loading={<ProductPageSkeleton />}>
          {(product) => (
            <ProductView key={product._id} product={product} layout="page" onAdded={afterAdd} />
          )}
        </ProductLoader>
      </Box>
      <AddedBanner shownAt={bannerAt} onHide={hideBanner} />
    </Container>
  );
}

export default ProductPage;
