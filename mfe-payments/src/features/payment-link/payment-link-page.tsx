// paymentLink/:paymentLinkId, 'Link de pago' (spec 002 §2 paymentLink; registered by the shell only
// in marketplace or localhost mode, routes.json "marketplaceOnly"): the link's amount and a
// skeleton of the payment-methods block while the shopper's payment request is got or created,
// then the single-payment screen of that request. Guests are allowed.
import { useNavigate, useParams } from 'react-router-dom';
import type { PaymentLink } from '@storefront/sdk/payments';
import { useStorePath, useTenant } from '@storefront/state';
import {
  Box,
  Flex,
  Grid,
  NotFoundPage,
  PAGE_MIN_HEIGHT,
  PageSpinner,
  Stack,
  Text,
  useBreakpointValue,
} from '@storefront/ui';
import { DetailsHeading, PaymentAmount, StoreHeader } from '../../payment-request/payment-details';
import { SINGLE_PAYMENT_TEXTS } from '../../payment-request/single-payment-texts';
import { useHiddenChrome } from '../../payment-request/use-hidden-chrome';
import { EmailStep } from './email-step';
import { MethodsSkeleton } from './methods-skeleton';
import { PAYMENT_LINK_TEXTS as T } from './payment-link-texts';
import { usePaymentLink } from './use-payment-link';

export default function PaymentLinkPage() {
  const { paymentLinkId } = useParams();
  const { store } = useTenant();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const { state, needsEmail, giveEmail } = usePaymentLink(paymentLinkId, store._id);
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;
  // The single-payment screen it leads to hides them too: no flash of the navbar in between.
  useHiddenChrome({ navbar: state.status !== 'not-found', footer: state.status !== 'not-found' });

  if (state.status === 'loading') return <PageSpinner label={T.loading} minH={PAGE_MIN_HEIGHT} />;
  if (state.status === 'not-found') {
    const back = () => navigate(storePath(''));
    return <NotFoundPage {...SINGLE_PAYMENT_TEXTS.notFound} onAction={back} />;
  }
  const methods = needsEmail ? <EmailStep onSubmit={giveEmail} /> : <MethodsSkeleton />;
  const details = (
    <Stack gap="5">
      <StoreHeader store={store} />
      <LinkAmount link={state.link} />
    </Stack>
  );
  if (mobile) {
    return (
      <Flex direction="column" minH={PAGE_MIN_HEIGHT} data-layout="mobile">
        <Box bg="brand.solid" color="brand.contrast" px="5" pt="5" pb="6">
          {details}
        </Box>
        <Stack gap="6" px="5" py="6">
          {methods}
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {T.linkId(state.link._id)}
          </Text>
        </Stack>
      </Flex>
    );
  }
  return (
    <Grid templateColumns="minmax(320px, 5fr) 7fr" minH={PAGE_MIN_HEIGHT} data-layout="desktop">
      <Box bg="brand.solid" color="brand.contrast" px="12" py="12">
        {details}
      </Box>
      <Box px="12" pt="16">
        <Box maxW="lg" mx="auto">
          {methods}
        </Box>
      </Box>
    </Grid>
  );
}

function LinkAmount({ link }: { link: PaymentLink }) {
  return (
    <Stack gap="3">
      <DetailsHeading />
      <PaymentAmount of={link} />
      {link.description ? <Text fontWeight="medium">{link.description}</Text> : null}
    </Stack>
  );
}
