// Spec 001 §4 "Removing the last product opens a warning: if cancellation is allowed it offers to
// cancel (then goes back to the subscriptions list); otherwise it says 'Tu suscripción no puede
// quedar vacía, este producto no se puede remover.'" A cancel with promotions asks a second time.
import { EMPTY_SUBSCRIPTION_TEXT, hasPromotions } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { Button, ConfirmDialog, HStack, Modal, Text } from '@storefront/ui';
import { PromotionsWarning } from '../../components/promotions-warning';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

/** The warning removing the last product opens (and the promotions one after it). */
export type EmptyWarning = 'offer-cancel' | 'promotions' | 'cannot-remove';

export interface EmptySubscriptionWarningProps {
  subscription: Subscription;
  /** The warning open, if any. */
  warning: EmptyWarning | null;
  onWarning(warning: EmptyWarning | null): void;
  /** The cancel running. */
  canceling: boolean;
  cancelSubscription(): Promise<void>;
}

export function EmptySubscriptionWarning({
  subscription,
  warning,
  onWarning,
  canceling,
  cancelSubscription,
}: EmptySubscriptionWarningProps) {
  return (
    <>
      {/* Unmounted rather than closed when the promotions warning takes its place, as on the list:
          one dialog at a time (a closing one left the next outside the accessibility tree). */}
      {warning === 'offer-cancel' ? (
        <ConfirmDialog
          open
          title={TEXTS.emptyTitle}
          body={<Text>{TEXTS.emptyOfferCancel}</Text>}
          confirmLabel={TEXTS.cancelSubscription}
          cancelLabel={TEXTS.keepSubscription}
          destructive
          loading={canceling}
          onConfirm={() =>
            // 001 §4: a cancel with promotions asks a second time, here as on the list.
            hasPromotions(subscription) ? onWarning('promotions') : cancelSubscription()
          }
          onCancel={() => onWarning(null)}
        />
      ) : null}
      {warning === 'promotions' ? (
        <PromotionsWarning
          running={canceling}
          failure={null}
          onConfirm={() => void cancelSubscription()}
          onCancel={() => onWarning(null)}
        />
      ) : null}
      <Modal
        open={warning === 'cannot-remove'}
        onClose={() => onWarning(null)}
        title={TEXTS.emptyTitle}
        size="sm"
        footer={
          <HStack justify="flex-end" w="full">
            <Button colorPalette="brand" onClick={() => onWarning(null)}>
              {TEXTS.understood}
            </Button>
          </HStack>
        }
      >
        <Text>{EMPTY_SUBSCRIPTION_TEXT}</Text>
      </Modal>
    </>
  );
}
