// The outcome of a card inscription (spec 001 §8 texts): success with brand, last four and type,
// or failure.
import { Box, ResultDialog, Text, useLastDefined } from '@storefront/ui';
import { cardName, cardTypeLabel } from './card-labels';
import { CARD_REGISTRATION_TEXTS as TEXTS } from './card-registration-texts';
import type { InscriptionOutcome } from './use-inscription-return';


export function InscriptionResultDialog({
  outcome,
  onClose,
}: {
  outcome: InscriptionOutcome;
  onClose(): void;
}) {
  const shown = useLastDefined(outcome);
  const success = shown?.kind === 'success';
  return (
    <ResultDialog
      open={outcome !== null}
      variant={success ? 'success' : 'failure'}
      title={success ? TEXTS.successTitle : TEXTS.failureTitle}
      body={
        shown?.kind === 'success' ? (
          <Box>
            <Text>{TEXTS.successBody}</Text>
            <Box mt="4" borderWidth="1px" borderRadius="md" px="4" py="3" display="inline-block">
              <Text fontWeight="semibold">{cardName(shown.card)}</Text>
              <Text color="fg.muted" fontSize="sm">
                {cardTypeLabel(shown.card.type)}
              </Text>
            </Box>
          </Box>
        ) : (
          <Text>{TEXTS.failureBody}</Text>
        )
      }
      onClose={onClose}
    />
  );
}
