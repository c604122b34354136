// single-payments/:paymentRequestId, 'Pantalla de pago' (spec 002 §2 Single payments, Payment-
// methods block, §5, §7, §8): a payment request's details, the payer, the single-use methods the
// store offers, the request id, disclaimers and a footer line, with the navbar and footers hidden.
// Guests are allowed (the shell's guard signs a guest in first).
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PaymentMethodId, PaymentMethodInfo } from '@storefront/domain';
import { useSession, useStorePath, useTenant } from '@storefront/state';
import {
  Box,
  Button,
  Heading,
  NotFoundPage,
  PageSpinner,
  Stack,
  Text,
  useBreakpointValue,
} from '@storefront/ui';
import { PaymentMethodsBlock } from './payment-methods-block';
import { RequestId } from './payment-details';
import { isNotOwned } from './request-owner';
import { DesktopLayout, MobileLayout } from './single-payment-layouts';
import { SINGLE_PAYMENT_TEXTS as T } from './single-payment-texts';
import { useHiddenChrome } from './use-hidden-chrome';
import { useSinglePayment } from './use-single-payment';

export default function SinglePaymentPage() {
  const { paymentRequestId } = useParams();
  const { store } = useTenant();
  const session = useSession();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const { state, retry } = useSinglePayment(paymentRequestId, store._id);
  // xs and sm are mobile (spec 002 §2, 000 §9); evaluated at once so the layout never flips.
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;
  useHiddenChrome();

  if (state.status === 'loading') return <PageSpinner label={T.loading} minH="100dvh" />;
  if (state.status === 'not-found') {
    return (
      <NotFoundPage
        title={T.notFoundTitle}
        description={T.notFoundDescription}
        actionLabel={T.backToStore}
        onAction={() => navigate(storePath(''))}
      />
    );
  }
  if (state.status === 'error') {
    return (
      <Stack role="alert" align="center" gap="4" py="16" px="4" textAlign="center">
        <Text>{T.loadError}</Text>
        <Button variant="outline" onClick={retry}>
          {T.retry}
        </Button>
      </Stack>
    );
  }
  if (state.status === 'completed') {
    // The success route with the last successful intent is not built yet: say it is paid.
    return (
      <Stack align="center" gap="4" py="16" px="4" textAlign="center">
        <Heading as="h1" size="xl">
          {T.completedTitle}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {T.completedDescription}
        </Text>
        <RequestId id={state.request._id} />
      </Stack>
    );
  }

  const notOwned = isNotOwned(state.request.userEmail, session?.user.email);
  const Layout = mobile ? MobileLayout : DesktopLayout;
  return (
    <Box data-not-owned={notOwned ? 'true' : undefined} flex="1">
      <Layout
        store={store}
        request={state.request}
        methods={<MethodsWithSelection methods={state.methods} />}
      />
    </Box>
  );
}

/** Holds the chosen method; the first (highest priority) is chosen by default (spec 002 §4). */
function MethodsWithSelection({ methods }: { methods: PaymentMethodInfo[] }) {
  const [selected, setSelected] = useState<PaymentMethodId | null>(methods[0]?.id ?? null);
  return <PaymentMethodsBlock methods={methods} selected={selected} onSelect={setSelected} />;
}
