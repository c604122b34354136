// Spec 002 §3 "Logos exist for Visa, Mastercard, American Express, Diners Club, Redcompra, several
// Chilean banks and Webpay Oneclick"; 002 §2 "3 method cards with 4 logos each". Each method card
// shows the four marks a shopper pays with through it: the card brands its rail takes, or for Khipu
// (a bank transfer) the banks.
import type { PaymentMethodId } from './catalogue';

export type PaymentLogoId =
  | 'webpay-oneclick'
  | 'visa'
  | 'mastercard'
  | 'american-express'
  | 'diners-club'
  | 'redcompra'
  | 'banco-estado'
  | 'banco-de-chile'
  | 'santander'
  | 'bci';

/** The brand's own name: each logo's text alternative. */
export const PAYMENT_LOGO_NAMES: Readonly<Record<PaymentLogoId, string>> = {
  'webpay-oneclick': 'Webpay Oneclick',
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  redcompra: 'Redcompra',
  'banco-estado': 'BancoEstado',
  'banco-de-chile': 'Banco de Chile',
  santander: 'Santander',
  bci: 'Bci',
};

/** 002 §2: four logos on each method card (its skeleton draws four placeholders). */
export const LOGOS_PER_METHOD = 4;

const METHOD_LOGOS: Readonly<Record<PaymentMethodId, readonly PaymentLogoId[]>> = {
  // A registered credit card, charged without the shopper.
  'webpay-oneclick': ['webpay-oneclick', 'visa', 'mastercard', 'diners-club'],
  // Credit, debit (Redcompra) or prepaid, typed at Transbank.
  'webpay-plus': ['visa', 'mastercard', 'american-express', 'redcompra'],
  // A transfer from the shopper's own bank.
  khipu: ['banco-estado', 'banco-de-chile', 'santander', 'bci'],
  // Her Mercado Pago account or the cards she keeps there.
  'mercado-pago': ['visa', 'mastercard', 'american-express', 'diners-club'],
};

/** The logos of a method card; none for a method the catalogue does not know. */
export function paymentMethodLogos(method: string): readonly PaymentLogoId[] {
  return METHOD_LOGOS[method as PaymentMethodId] ?? [];
}
