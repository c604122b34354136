// Disclaimers and the footer line of the payment screen (spec 002 §2: "disclaimers and a footer").
import type { Store } from '@storefront/sdk';
import { Stack, Text } from '@storefront/ui';
import { SINGLE_PAYMENT_TEXTS as T } from '../../payment-request/single-payment-texts';
import { storeDisplayName } from '../../payment-request/store-display-name';

export function PaymentDisclaimers({ store }: { store: Store }) {
  return (
    <Stack gap="2" fontSize="xs" color="fg.muted">
      <Text>{T.redirectDisclaimer}</Text>
      <Text>
        {T.providerDisclaimer(storeDisplayName(store), store.supportEmail?.trim() || null)}
      </Text>
    </Stack>
  );
}

export function PaymentFooterLine({ store }: { store: Store }) {
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="center" py="4">
      {T.footer(storeDisplayName(store), new Date().getFullYear())}
    </Text>
  );
}
