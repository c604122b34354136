// The card-payment section (spec 001 §2 checkout, subscription edit, payment screen; 002 §2, §4):
// the card picker, why "Agregar tarjeta" failed right under it, what the screen adds (instalments,
// <CardInstalments>), and the registration's result dialog. Its state is useCardPayment's.
import type { ReactNode } from 'react';
import { CardPicker, type CardPickerProps } from '@storefront/widgets/card-picker';
import { CardRegistrationError, InscriptionResultDialog } from '@storefront/widgets/cards';
import type { CardPayment } from './use-card-payment';

export type CardPaymentSectionProps = Partial<
  Pick<CardPickerProps, 'legend' | 'required' | 'addBlockedReason' | 'onAdd' | 'onChange'>
> & {
  payment: CardPayment;
  /** Under the registration error (the instalments). */
  children?: ReactNode;
};

/**
 * `legend` (default 'Medio de pago'), `required` (a chosen card cannot be deselected),
 * `addBlockedReason`, `onAdd` (default: start a registration returning here) and `onChange` (a
 * screen that also clears its own message calls `payment.onChange` from it) go to the picker.
 */
export function CardPaymentSection({ payment, children, ...picker }: CardPaymentSectionProps) {
  return (
    <>
      <CardPicker
        {...payment}
        onAdd={() => void payment.start()}
        adding={payment.starting}
        {...picker}
      />
      <CardRegistrationError failed={payment.startFailed} />
      {children}
      <InscriptionResultDialog outcome={payment.outcome} onClose={payment.dismiss} />
    </>
  );
}
