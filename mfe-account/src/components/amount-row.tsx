// One amount of a summary (subtotal, delivery, total) as a dt/dd pair; the total is the strong one.
import { Flex, Text } from '@storefront/ui';

export function AmountRow(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={props.strong ? 'bold' : 'normal'}
      fontSize={props.strong ? 'lg' : 'md'}
      {...(props.strong ? { borderTopWidth: '1px', pt: '2', mt: '1' } : {})}
    >
      <Text as="dt">{props.label}</Text>
      <Text as="dd" m="0">
        {props.value}
      </Text>
    </Flex>
  );
}
