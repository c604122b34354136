// One row of a panel list (cards, orders, subscriptions): a bordered card as a list item. Layout
// props pass through, so a row can be a flex row or a stack.
import { Box, type BoxProps } from '@storefront/ui';

export function PanelListItem(props: BoxProps) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
      px={{ base: '4', md: '5' }}
      py="4"
      {...props}
    />
  );
}
