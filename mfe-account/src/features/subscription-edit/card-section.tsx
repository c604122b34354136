// The edit's card panel (spec 001 §2 "a card panel with a card picker and an issuer-fee
// (instalments) input"; "On mobile there is an extra button to scroll to the cards"): the mobile
// button, then the panel the edit fills (the picker, the registration error, the instalments or
// the other card carrying them). `id` is the panel's, which 001 §8's card change failure focuses.
import type { ReactNode } from 'react';
import { Button, Heading, Stack } from '@storefront/ui';
import { EDIT_TEXTS as TEXTS } from './edit-texts';

export function CardSection({ id, children }: { id: string; children: ReactNode }) {
  const scrollToCards = () => {
    const section = document.getElementById(id);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus();
  };
  return (
    <>
      <Button display={{ base: 'flex', md: 'none' }} variant="outline" onClick={scrollToCards}>
        {TEXTS.scrollToCards}
      </Button>

      <Stack as="section" id={id} tabIndex={-1} aria-labelledby="edit-cards" gap="4">
        <Heading as="h2" id="edit-cards" size="md">
          {TEXTS.cards}
        </Heading>
        {children}
      </Stack>
    </>
  );
}
