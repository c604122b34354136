// A screen asking the shell for "Confirma tus datos" (spec 000 §4 Session; 000 §2 Cart page
// modals "data confirmation"): the payer to confirm and where to go once it is saved. The shell's
// session gate shows its forced dialog for it, saves, clears this atom and navigates to `then`.
// A remote never imports the shell: this atom is the only channel.
import { atom } from 'jotai';
import type { Payer } from '@storefront/sdk';
import { globalAtom } from './global-atom';

export interface PayerConfirmationRequest {
  payer: Payer;
  /** Full path (prefix included) to open after the data is saved, e.g. "/tienda-demo/checkout". */
  then: string;
}

export const payerConfirmationAtom = globalAtom('payerConfirmation', () =>
  atom<PayerConfirmationRequest | null>(null),
);
