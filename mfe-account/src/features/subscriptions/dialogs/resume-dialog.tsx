// Resume (spec 001 §4 "Resume: sets status active (or the policy default status), clears
// pausedUntil, sets payday to the new payday offered by the server"): the dialog shows that payday
// before the shopper confirms.
import { useState } from 'react';
import { formatDate } from '@storefront/domain';
import { purchasesApi } from '@storefront/sdk/purchases';
import { useApi } from '@storefront/state';
import { Button, HStack, Modal, PageSpinner, Stack, Text } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import { actionFailureText } from './action-failure';
import type { ActionDialogProps } from './cancel-dialog';
import { useDialogLoad } from './use-dialog-load';

export function ResumeDialog({ subscription, onClose, onDone }: ActionDialogProps) {
  const api = useApi();
  const subscriptions = purchasesApi(api).subscriptions;
  const option = useDialogLoad(
    () => subscriptions.resumingOption(subscription._id),
    'resumingOption',
  );
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resume = async () => {
    setRunning(true);
    setFailure(null);
    try {
      const updated = await subscriptions.resume(subscription._id);
      onDone(updated, TEXTS.resume.done);
    } catch (error) {
      console.error('[mfe-account] subscriptions: resume failed', error);
      setFailure(actionFailureText(error, TEXTS.resume.failed));
      setRunning(false);
    }
  };

  const state = option.state;
  return (
    <Modal
      open
      onClose={() => !running && onClose()}
      title={TEXTS.resume.title}
      width="375px"
      footer={
        <HStack gap="3" justify="flex-end" w="full">
          <Button variant="outline" onClick={onClose} disabled={running}>
            {TEXTS.resume.keep}
          </Button>
          <Button
            colorPalette="brand"
            disabled={state.status !== 'ready'}
            loading={running}
            onClick={() => void resume()}
          >
            {TEXTS.resume.confirm}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3" align="flex-start">
        {state.status === 'loading' ? <PageSpinner label={TEXTS.resume.loading} minH="16" /> : null}
        {state.status === 'ready' ? (
          <Text>{TEXTS.resume.body(formatDate(state.data.payday))}</Text>
        ) : null}
        {state.status === 'error' ? (
          <>
            <Text role="alert">{TEXTS.resume.optionFailed}</Text>
            <Button size="sm" variant="outline" onClick={option.retry}>
              {TEXTS.retryLoad}
            </Button>
          </>
        ) : null}
        {failure ? (
          <Text role="alert" color="brand.error">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
