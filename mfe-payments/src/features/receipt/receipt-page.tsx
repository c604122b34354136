// single-payments/:paymentRequestId/success/:paymentIntentId, 'Comprobante de pago' (spec 002 §2,
// §4, §8, §9): a spinner, then a not-found page or the receipt with 'Volver al sitio' (and its
// one-minute auto-return) and 'Descargar comprobante' (the PDF, whose code loads on the click).
// Guests are allowed (the shell's guard signs a guest in first).
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { receiptReturnUrl } from '@storefront/domain';
import type { PaymentRequest, Store } from '@storefront/sdk';
import type { Invoice } from '@storefront/sdk/payments';
import { useStorePath, useTenant } from '@storefront/state';
import {
  Box,
  Button,
  CloseButton,
  Flex,
  NotFoundPage,
  PageSpinner,
  Stack,
  Text,
  useBreakpointValue,
} from '@storefront/ui';
import { StoreHeader } from '../../payment-request/payment-details';
import { storeDisplayName } from '../../payment-request/store-display-name';
import { useHiddenChrome } from '../../payment-request/use-hidden-chrome';
import { ReceiptAmounts, ReceiptFacts, ReceiptHeader, ReceiptIds } from './receipt-details';
import { RECEIPT_TEXTS as T } from './receipt-texts';
import { useAutoReturn } from './use-auto-return';
import { useReceipt } from './use-receipt';

export default function ReceiptPage() {
  const { paymentRequestId, paymentIntentId } = useParams();
  const { store } = useTenant();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const { state, retry } = useReceipt(paymentRequestId, paymentIntentId, store._id);
  // "The navbar is hidden only when request, intent and invoice all exist."
  useHiddenChrome({ navbar: state.status === 'ready', footer: false });

  if (state.status === 'loading') return <PageSpinner label={T.loading} minH="60vh" />;
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
  if (state.status !== 'ready') {
    const request = state.status === 'request-not-found';
    return (
      <NotFoundPage
        title={request ? T.requestNotFound : T.receiptNotFound}
        description={request ? T.requestNotFoundDescription : T.receiptNotFoundDescription}
        actionLabel={T.backToStore}
        onAction={() => navigate(storePath(''))}
      />
    );
  }
  return (
    <Receipt
      store={store}
      request={state.request}
      invoice={state.invoice}
      intentId={state.intent._id}
      onStoreRoot={() => navigate(storePath(''))}
    />
  );
}

function Receipt({
  store,
  request,
  invoice,
  intentId,
  onStoreRoot,
}: {
  store: Store;
  request: PaymentRequest;
  invoice: Invoice;
  intentId: string;
  onStoreRoot(): void;
}) {
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;
  const target = receiptReturnUrl(request.callbackUrl, store.storeUrl);
  const backToSite = () => (target ? window.location.assign(target) : onStoreRoot());
  const secondsLeft = useAutoReturn(true, backToSite);
  const [pdf, setPdf] = useState<'idle' | 'working' | 'failed'>('idle');

  const download = async () => {
    setPdf('working');
    try {
      const { downloadReceipt } = await import('./download-receipt');
      await downloadReceipt({
        invoice,
        storeName: storeDisplayName(store),
        supportEmail: store.supportEmail,
        logoUrl: store.content.navigation.navbar.storeLogoUrl,
      });
      setPdf('idle');
    } catch (error) {
      console.error('[mfe-payments] receipt: PDF failed', error);
      setPdf('failed');
    }
  };

  return (
    <Flex justify="center" px="4" py={{ base: '6', md: '12' }} flex="1">
      <Stack
        gap="6"
        w="full"
        maxW="lg"
        borderWidth={{ md: '1px' }}
        borderRadius="xl"
        p={{ md: '8' }}
      >
        <StoreHeader store={store} />
        <ReceiptHeader />
        <ReceiptFacts invoice={invoice} />
        <ReceiptAmounts invoice={invoice} />
        {pdf === 'failed' ? (
          <Flex
            role="alert"
            align="center"
            gap="3"
            borderRadius="md"
            bg="red.50"
            color="red.800"
            px="4"
            py="3"
          >
            <Text flex="1">{T.downloadFailed}</Text>
            <CloseButton size="sm" aria-label={T.dismiss} onClick={() => setPdf('idle')} />
          </Flex>
        ) : null}
        <Stack gap="3">
          <Button colorPalette="brand" size="lg" onClick={backToSite}>
            {T.backToSite}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {T.autoReturn(secondsLeft)}
          </Text>
          <Button
            variant="outline"
            size="lg"
            onClick={() => void download()}
            loading={pdf === 'working'}
            loadingText={T.downloading}
          >
            {T.download}
          </Button>
        </Stack>
        {mobile ? (
          <Box>
            <ReceiptIds requestId={request._id} intentId={intentId} />
          </Box>
        ) : null}
      </Stack>
    </Flex>
  );
}
