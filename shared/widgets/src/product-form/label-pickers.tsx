// Nested label pickers (spec 000 §2): one radio group per question of the label tree; a level
// appears once the one before it is answered, and changing an answer drops the later ones.
import { Box, chakra, HStack, Stack, Text } from '@storefront/ui';
import { chooseLabel, labelLevels, type LabelNode } from '@storefront/domain';

export function LabelPickers({
  tree,
  chosen,
  invalid,
  errorId,
  onChange,
}: {
  tree: readonly LabelNode[];
  chosen: readonly string[];
  invalid: boolean;
  errorId: string;
  onChange(chosen: string[]): void;
}) {
  const levels = labelLevels(tree, chosen);
  return (
    <Stack gap="4">
      {levels.map((level) => {
        const legendId = `${errorId}-level-${level.index}`;
        const unanswered = invalid && level.value === null;
        return (
          <Box
            as="fieldset"
            key={`${level.index}-${level.name}`}
            role="radiogroup"
            aria-labelledby={legendId}
            aria-invalid={unanswered || undefined}
            aria-describedby={unanswered ? errorId : undefined}
          >
            <Text as="legend" id={legendId} fontWeight="semibold" mb="2">
              {level.question}
            </Text>
            <HStack gap="2" wrap="wrap">
              {level.options.map((option) => {
                const checked = level.value === option;
                return (
                  <HStack
                    as="label"
                    key={option}
                    gap="2"
                    px="3"
                    py="2"
                    borderWidth="1px"
                    borderRadius="md"
                    borderColor={checked ? 'brand.primary' : 'border'}
                    cursor="pointer"
                  >
                    <chakra.input
                      type="radio"
                      name={legendId}
                      value={option}
                      checked={checked}
                      onChange={() => onChange(chooseLabel(chosen, level.index, option))}
                      accentColor="var(--chakra-colors-brand-primary)"
                    />
                    <Text>{option}</Text>
                  </HStack>
                );
              })}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
