// Cancel (spec 001 §4 "Cancel: sets status canceled"; "A pause or cancel when any product has
// promotions shows a second warning that discounts expire early").
import { useState } from 'react';
import { hasPromotions } from '@storefront/domain';
import { purchasesApi, type Subscription } from '@storefront/sdk/purchases';
import { useApi } from '@storefront/state';
import { ConfirmDialog, Text } from '@storefront/ui';
import { subscriptionName } from '../subscription-name';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import { actionFailureText } from './action-failure';
import { PromotionsWarning } from './promotions-warning';

export interface ActionDialogProps {
  subscription: Subscription;
  onClose(): void;
  /** The action went through: the subscription as the provider answered, and what to announce. */
  onDone(updated: Subscription, announcement: string): void;
}

export function CancelDialog({ subscription, onClose, onDone }: ActionDialogProps) {
  const api = useApi();
  const [step, setStep] = useState<'ask' | 'promotions'>('ask');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async () => {
    setRunning(true);
    setFailure(null);
    try {
      const updated = await purchasesApi(api).subscriptions.cancel(subscription._id);
      onDone(updated, TEXTS.cancel.done);
    } catch (error) {
      console.error('[mfe-account] subscriptions: cancel failed', error);
      setFailure(actionFailureText(error, TEXTS.cancel.failed));
      setRunning(false);
    }
  };

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
          {failure ? (
            <Text role="alert" color="brand.error" mt="3">
              {failure}
            </Text>
          ) : null}
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
