// Pause (spec 001 §4 "Pause options come from the server as a list of text and payday. With no
// options: 'Lo sentimos, tu suscripción no puede pausarse'"; the promotions warning before it).
import { useState } from 'react';
import { hasPromotions, NO_PAUSE_OPTIONS_MESSAGE } from '@storefront/domain';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import { useApi, useServerData } from '@storefront/state';
import { Box, Button, chakra, HStack, Modal, PageSpinner, Stack, Text } from '@storefront/ui';
import { SUBSCRIPTIONS_TEXTS as TEXTS } from '../subscriptions-texts';
import type { ActionDialogProps } from './cancel-dialog';
import { FailureText } from '../../../components/failure-text';
import { PromotionsWarning } from '../../../components/promotions-warning';
import { useActionRun } from './use-action-run';

export function PauseDialog({ subscription, onClose, onDone }: ActionDialogProps) {
  const api = useApi();
  const subscriptions = subscriptionsApi(api);
  // Read again each time the dialog opens: the options follow the calendar.
  const options = useServerData(
    ['pausing-options', subscription._id],
    () => subscriptions.pausingOptions(subscription._id),
    { revalidateOnMount: true },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [step, setStep] = useState<'choose' | 'promotions'>('choose');
  const { running, failure, run } = useActionRun('pause', TEXTS.pause, onDone);
  const pause = () => {
    if (chosen) void run(() => subscriptions.pause(subscription._id, { payday: chosen }));
  };

  if (step === 'promotions') {
    return (
      <PromotionsWarning running={running} failure={failure} onConfirm={pause} onCancel={onClose} />
    );
  }
  const state = options.state;
  const list = state.status === 'ready' ? state.data : [];
  return (
    <Modal
      open
      onClose={() => !running && onClose()}
      title={TEXTS.pause.title}
      width="375px"
      footer={
        <HStack gap="3" justify="flex-end" w="full">
          <Button variant="outline" onClick={onClose} disabled={running}>
            {TEXTS.pause.keep}
          </Button>
          {list.length > 0 ? (
            <Button
              colorPalette="brand"
              disabled={!chosen}
              loading={running}
              onClick={() => (hasPromotions(subscription) ? setStep('promotions') : pause())}
            >
              {TEXTS.pause.confirm}
            </Button>
          ) : null}
        </HStack>
      }
    >
      {state.status === 'loading' ? <PageSpinner label={TEXTS.pause.loading} minH="20" /> : null}
      {state.status === 'error' ? (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{TEXTS.pause.optionsFailed}</Text>
          <Button size="sm" variant="outline" onClick={() => void options.reload()}>
            {TEXTS.retryLoad}
          </Button>
        </Stack>
      ) : null}
      {state.status === 'ready' && list.length === 0 ? (
        <Text role="alert">{NO_PAUSE_OPTIONS_MESSAGE}</Text>
      ) : null}
      {list.length > 0 ? (
        <Box as="fieldset" role="radiogroup" aria-labelledby="pause-options-legend">
          <Text as="legend" id="pause-options-legend" fontWeight="semibold" mb="2">
            {TEXTS.pause.choose}
          </Text>
          <Stack gap="2">
            {list.map((option) => (
              <HStack
                as="label"
                key={option.payday}
                gap="3"
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="md"
                borderColor={chosen === option.payday ? 'brand.primary' : 'border'}
                cursor="pointer"
              >
                <chakra.input
                  type="radio"
                  name="pause-option"
                  value={option.payday}
                  checked={chosen === option.payday}
                  onChange={() => setChosen(option.payday)}
                  accentColor="var(--chakra-colors-brand-primary)"
                />
                <Text flex="1">{option.text}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ) : null}
      <FailureText failure={failure} />
    </Modal>
  );
}
