// The payment screen's own facts and ids (001 §2: "amount, currency, description, store name and
// logo, user data and ids"; the amount, store and heading are every payment screen's,
// payment-request/payment-details.tsx).
import { paymentSubjectOf } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import type { Session } from '@storefront/state';
import { Box, Stack, Text } from '@storefront/ui';
import { PAYMENT_TEXTS as T } from '../../subscription-payment/payment-texts';

export function PaymentFacts({
  description,
  session,
}: {
  /** paymentDescription: the subscription's lines, or the instalment's charge and place. */
  description: string;
  session: Session | null;
}) {
  const user = session?.user;
  const name = [user?.name, user?.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap="3">
      <Box>
        <Text fontSize="sm" opacity={0.85}>
          {T.descriptionLabel}
        </Text>
        <Text fontWeight="medium">{description}</Text>
      </Box>
      {user ? (
        <Box>
          <Text fontSize="sm" opacity={0.85}>
            {T.payerLabel}
          </Text>
          {name ? <Text fontWeight="medium">{name}</Text> : null}
          <Text fontWeight="medium" wordBreak="break-all">
            {user.email}
          </Text>
          {user.rut ? <Text fontWeight="medium">{user.rut}</Text> : null}
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The ids, small and quiet. `dimmed` (on the brand panel) lowers the opacity; on the page's own
 * background the muted colour alone keeps them readable (dimming it too fails AA contrast).
 */
export function PaymentIds({
  subscription,
  dimmed = true,
}: {
  subscription: Subscription;
  dimmed?: boolean;
}) {
  return (
    <Stack gap="1" fontSize="xs" opacity={dimmed ? 0.8 : 1} wordBreak="break-all">
      <Text>
        {paymentSubjectOf(subscription) === 'installment'
          ? T.installmentId(subscription._id)
          : T.subscriptionId(subscription._id)}
      </Text>
      {subscription.chargeId ? <Text>{T.chargeId(subscription.chargeId)}</Text> : null}
    </Stack>
  );
}
