// The second warning of a pause or cancel when a product has promotions (spec 001 §4: "discounts
// expire early"). Confirming runs the action it stands in front of.
import { ConfirmDialog, Text } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import { FailureText } from './failure-text';

export function PromotionsWarning({
  running,
  failure,
  onConfirm,
  onCancel,
}: {
  running: boolean;
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      open
      title={TEXTS.promotions.title}
      body={
        <>
          <Text>{TEXTS.promotions.body}</Text>
          <FailureText failure={failure} />
        </>
      }
      confirmLabel={TEXTS.promotions.confirm}
      cancelLabel={TEXTS.promotions.keep}
      destructive
      loading={running}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
