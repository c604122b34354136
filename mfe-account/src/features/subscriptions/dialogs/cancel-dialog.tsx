// Cancel (spec 001 §4 "Cancel: sets status canceled"; "A pause or cancel when any product has
// promotions shows a second warning that discounts expire early").
import { useState } from 'react';
import { hasPromotions } from '@storefront/domain';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { useApi } from '@storefront/state';
import { ConfirmDialog, Text } from '@storefront/ui';
import { subscriptionName } from '../subscription-name';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import { FailureText } from '../../../components/failure-text';
import { PromotionsWarning } from '../../../components/promotions-warning';
import { useActionRun } from './use-action-run';

export interface ActionDialogProps {
  subscription: Subscription;
  onClose(): void;
  /** The action went through: the subscription as the provider answered, and what to announce. */
  onDone(updated: Subscription, announcement: string): void;
}

export function CancelDialog({ subscription, onClose, onDone }: ActionDialogProps) {
  const api = useApi();
  const [step, setStep] = useState<'ask' | 'promotions'>('ask');
  const { running, failure, run } = useActionRun('cancel', TEXTS.cancel, onDone);
  const cancel = () => run(() => subscriptionsApi(api).cancel(subscription._id));

  if (step === 'promotions') {
    return (
      <PromotionsWarning
        running={running}
        failure={failure}
        onConfirm={cancel}
        onCancel={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={TEXTS.cancel.title}
      body={
        <>
          <Text>{TEXTS.cancel.body(subscriptionName(subscription))}</Text>
          <FailureText failure={failure} />
        </>
      }
      confirmLabel={TEXTS.cancel.confirm}
      cancelLabel={TEXTS.cancel.keep}
      destructive
      loading={running}
      onConfirm={() => (hasPromotions(subscription) ? setStep('promotions') : cancel())}
      onCancel={onClose}
    />
  );
}
