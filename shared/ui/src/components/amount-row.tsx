import { Flex, Text } from '@chakra-ui/react';

export interface AmountRowProps {
  label: string;
  value: string;
  /** The total: bold, larger, with a rule above it. */
  strong?: boolean;
  /** A row that only explains the total (net, tax). */
  muted?: boolean;
  /** A rule above the row; the strong row has one unless told otherwise. */
  ruled?: boolean;
}

/**
 * One amount of a summary (subtotal, delivery, total, ...) as a dt/dd pair inside the summary's
 * <dl>. Only dt/dd groups may sit in a <dl> (axe definition-list), so the rule above a row is its
 * border, not a separator element.
 */
export function AmountRow({ label, value, strong, muted, ruled = strong }: AmountRowProps) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      color={muted ? 'fg.muted' : undefined}
      {...(ruled ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" m="0" textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}
