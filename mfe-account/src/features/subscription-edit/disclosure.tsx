// One expandable panel of the edit's accordions (001 §2 "a products accordion (expandable panels)",
// "an address accordion"): a header button that says whether it is open and controls a labelled
// region; open at first.
import { useId, useState, type ReactNode } from 'react';
import { Box, chakra, Stack } from '@storefront/ui';

export function Disclosure(props: {
  as: 'section' | 'li';
  title: ReactNode;
  /** What the header shows at its end, before the open/closed mark (e.g. the quantity). */
  status?: ReactNode;
  gap: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Box as={props.as} borderWidth="1px" borderRadius="lg" listStyleType="none">
      <chakra.button
        type="button"
        id={`${id}-header`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
        w="full"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        px="4"
        py="3"
        textAlign="start"
        fontWeight="semibold"
      >
        <span>{props.title}</span>
        <chakra.span fontWeight="normal" color="fg.muted" fontSize="sm" flexShrink={0}>
          {props.status}
          <span aria-hidden> {open ? '▴' : '▾'}</span>
        </chakra.span>
      </chakra.button>
      <Stack
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-header`}
        hidden={!open}
        gap={props.gap}
        px="4"
        pb="4"
      >
        {props.children}
      </Stack>
    </Box>
  );
}
