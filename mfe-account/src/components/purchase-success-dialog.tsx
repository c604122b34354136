// The success overlay after a purchase (spec 002 §2: orders "single-purchase variant",
// subscriptions "recurring variant"), with the domain's texts for each variant. Loaded lazily by
// purchase-success.tsx: only a visit with subscribed=true needs it. Under the variant's words, what
// she bought, paid today and pays next, read from the server (issue 39).
import { PURCHASE_SUCCESS_TEXTS, type PurchaseSuccessVariant } from '@storefront/domain';
import { ResultDialog, Stack, Text } from '@storefront/ui';
import { MoneyOutcomeSummary } from '@storefront/widgets/money-outcome';

export interface PurchaseSuccessDialogProps {
  variant: PurchaseSuccessVariant;
  /** The subscriptions the purchase made (the checkout's `purchased`); none: only the words. */
  purchased: readonly string[];
  onClose(): void;
}

export default function PurchaseSuccessDialog({
  variant,
  purchased,
  onClose,
}: PurchaseSuccessDialogProps) {
  return (
    <ResultDialog
      open
      variant="success"
      title={PURCHASE_SUCCESS_TEXTS.title}
      body={
        <Stack gap="4">
          <Text>{PURCHASE_SUCCESS_TEXTS.body[variant]}</Text>
          {purchased.length ? (
            <MoneyOutcomeSummary source={{ subscriptionIds: purchased }} />
          ) : null}
        </Stack>
      }
      actionLabel={PURCHASE_SUCCESS_TEXTS.action}
      onClose={onClose}
    />
  );
}
