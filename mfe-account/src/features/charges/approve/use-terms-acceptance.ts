// 002 §4 "starts at pending-charge, where terms must be accepted"; §5 "Terms checkbox appears only
// if a terms URL exists". The acceptance is kept for this tab (clientItem 'chargeTermsAccepted'),
// so the card step still knows it after a card registration's round trip to the provider.
import { useState } from 'react';
import { clientItem } from '@storefront/state';

export function useTermsAcceptance(chargeId: string, termsUrl: string | null | undefined) {
  const needed = Boolean(termsUrl);
  const [accepted, setAcceptedState] = useState(
    () => !needed || clientItem('chargeTermsAccepted').get() === chargeId,
  );
  const setAccepted = (value: boolean) => {
    if (value) clientItem('chargeTermsAccepted').set(chargeId);
    else clientItem('chargeTermsAccepted').remove();
    setAcceptedState(value);
  };
  /** After the approval the acceptance has served its purpose. */
  const forget = () => clientItem('chargeTermsAccepted').remove();
  return { needed, accepted: !needed || accepted, setAccepted, forget };
}
