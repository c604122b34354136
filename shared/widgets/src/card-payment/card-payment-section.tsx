// The card-payment section (spec 001 §2 checkout, subscription edit, payment screen; 002 §2, §4):
// the card picker, why "Agregar tarjeta" failed right under it, what the screen adds (instalments,
// <CardInstalments>), and the registration's result dialog. Its state is useCardPayment's.
import type { ReactNode } from 'react';
import { CardPicker } from '@storefront/widgets/card-picker';
import { CardRegistrationError, InscriptionResultDialog } from '@storefront/widgets/cards';
import type { CardPayment } from './use-card-payment';

export interface CardPaymentSectionProps {
  payment: CardPayment;
  /** The picker's legend (default 'Medio de pago'). */
  legend?: string;
  /** A chosen card cannot be deselected (paymentMethodsPolicy.requireTokenized and the like). */
  required?: boolean;
  /** Why adding a card is not possible yet, shown under "Agregar tarjeta". */
  addBlockedReason?: string | null;
  /** Under the registration error (the instalments). */
  children?: ReactNode;
}

export function CardPaymentSection({ payment, children, ...picker }: CardPaymentSectionProps) {
  return (
    <>
      <CardPicker
        {...picker}
        userId={payment.userId}
        storeId={payment.storeId}
        selectedId={payment.cardId}
        onChange={payment.choose}
        onAdd={() => void payment.start(payment.returnParams)}
        adding={payment.starting}
        onCardsLoaded={payment.loaded}
      />
      <CardRegistrationError failed={payment.startFailed} />
      {children}
      <InscriptionResultDialog outcome={payment.outcome} onClose={payment.dismiss} />
    </>
  );
}
