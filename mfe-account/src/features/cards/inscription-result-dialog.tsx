// The outcome of a card inscription (spec 001 §8 texts): success with brand, last four and type,
// or failure.
import { Box, ResultDialog, Text } from '@storefront/ui';
import { cardName, cardTypeLabel } from './card-labels';
import { CARDS_TEXTS } from './card-texts';
import type { InscriptionOutcome } from './use-inscription-return';
import { useLastDefined } from './use-last-defined';

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
      title={success ? CARDS_TEXTS.successTitle : CARDS_TEXTS.failureTitle}
      body={
        shown?.kind === 'success' ? (
          <Box>
            <Text>{CARDS_TEXTS.successBody}</Text>
            <Box mt="4" borderWidth="1px" borderRadius="md" px="4" py="3" display="inline-block">
              <Text fontWeight="semibold">{cardName(shown.card)}</Text>
              <Text color="fg.muted" fontSize="sm">
                {cardTypeLabel(shown.card.type)}
              </Text>
            </Box>
          </Box>
        ) : (
          <Text>{CARDS_TEXTS.failureBody}</Text>
        )
      }
      onClose={onClose}
    />
  );
}
