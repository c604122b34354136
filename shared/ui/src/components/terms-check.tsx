// The store's terms as a checkbox (001 §2 checkout and its §5 "Terms must be accepted before paying
// on the terms view: 'Debes aceptar los términos y condiciones'"; 002 §2 a service's checkout and
// §5 a charge's approval). The link shows where the store has a terms page. A screen that says
// the refusal here passes `refused`; one that says it by its confirm button leaves it out.
import { useId } from 'react';
import { CHECKOUT_MESSAGES } from '@storefront/domain';
import { chakra, HStack, Link, Text } from '@chakra-ui/react';

export const TERMS_CHECK_TEXTS = {
  acceptTerms: 'Acepto los',
  termsLink: 'términos y condiciones',
  termsRequired: CHECKOUT_MESSAGES.terms,
} as const;
const TEXTS = TERMS_CHECK_TEXTS;

export function TermsCheck({
  termsUrl,
  checked,
  onChange,
  refused = false,
}: {
  termsUrl: string | null | undefined;
  checked: boolean;
  onChange(checked: boolean): void;
  /** The shopper tried to go on without accepting: say why here. */
  refused?: boolean;
}) {
  const whyId = `${useId()}-terms-why`;
  return (
    <>
      <HStack as="label" gap="3" align="center" cursor="pointer">
        <chakra.input
          type="checkbox"
          w="5"
          h="5"
          flexShrink={0}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? whyId : undefined}
          accentColor="var(--chakra-colors-brand-solid)"
        />
        <Text>
          {TEXTS.acceptTerms}{' '}
          {termsUrl ? (
            <Link
              href={termsUrl}
              target="_blank"
              rel="noreferrer"
              color="brand.solid"
              textDecoration="underline"
            >
              {TEXTS.termsLink}
            </Link>
          ) : (
            TEXTS.termsLink
          )}
        </Text>
      </HStack>
      {refused ? (
        <Text role="alert" color="fg.error" id={whyId}>
          {TEXTS.termsRequired}
        </Text>
      ) : null}
    </>
  );
}
