// Resume (spec 001 §4 "Resume: sets status active (or the policy default status), clears
// pausedUntil, sets payday to the new payday offered by the server"): the dialog shows that payday
// before the shopper confirms.
import { formatDate } from '@storefront/domain';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import { useApi, useServerData } from '@storefront/state';
import { Button, HStack, Modal, PageSpinner, Stack, Text } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import { FailureText } from '../../../components/failure-text';
import type { ActionDialogProps } from './cancel-dialog';
import { useActionRun } from './use-action-run';

export function ResumeDialog({ subscription, onClose, onDone }: ActionDialogProps) {
  const api = useApi();
  const subscriptions = subscriptionsApi(api);
  // Read again each time the dialog opens: the payday follows the calendar.
  const option = useServerData(
    ['resuming-option', subscription._id],
    () => subscriptions.resumingOption(subscription._id),
    { revalidateOnMount: true },
  );
  const { running, failure, run } = useActionRun('resume', TEXTS.resume, onDone);

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
            onClick={() => void run(() => subscriptions.resume(subscription._id))}
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
            <Button size="sm" variant="outline" onClick={() => void option.reload()}>
              {TEXTS.retryLoad}
            </Button>
          </>
        ) : null}
        <FailureText failure={failure} />
      </Stack>
    </Modal>
  );
}
