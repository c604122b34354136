// The success overlay after a purchase (spec 002 §2: orders "single-purchase variant",
// subscriptions "recurring variant"), with the domain's texts for each variant. Loaded lazily by
// purchase-success.tsx: only a visit with subscribed=true needs it.
import { PURCHASE_SUCCESS_TEXTS, type PurchaseSuccessVariant } from '@storefront/domain';
import { ResultDialog, Text } from '@storefront/ui';

export interface PurchaseSuccessDialogProps {
  variant: PurchaseSuccessVariant;
  onClose(): void;
}

export default function PurchaseSuccessDialog({ variant, onClose }: PurchaseSuccessDialogProps) {
  return (
    <ResultDialog
      open
      variant="success"
      title={PURCHASE_SUCCESS_TEXTS.title}
      body={<Text>{PURCHASE_SUCCESS_TEXTS.body[variant]}</Text>}
      actionLabel={PURCHASE_SUCCESS_TEXTS.action}
      onClose={onClose}
    />
  );
}
