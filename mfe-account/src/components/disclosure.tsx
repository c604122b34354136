// One expandable panel (001 §2 the edit's "products accordion (expandable panels)" and "address
// accordion"; 002 §2 a charge's "installments accordion"): a header button that says whether it
// is open and controls a labelled region.
import { useId, useState, type ReactNode } from 'react';
import { Box, chakra, Heading, Stack } from '@storefront/ui';

export function Disclosure(props: {
  as?: 'section' | 'li' | 'div';
  /** Put the header button inside an h3, where the panels are sections of a titled page part. */
  heading?: boolean;
  title: ReactNode;
  /** What the header shows at its end, before the open/closed mark (e.g. the quantity). */
  status?: ReactNode;
  /** Open at first unless told otherwise. */
  defaultOpen?: boolean;
  gap?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(props.defaultOpen ?? true);
  const id = useId();
  const button = (
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
  );
  return (
    <Box as={props.as ?? 'div'} borderWidth="1px" borderRadius="lg" listStyleType="none">
      {props.heading ? (
        <Heading as="h3" size="md" m="0">
          {button}
        </Heading>
      ) : (
        button
      )}
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
