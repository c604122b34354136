// Spec 002 §4 "One-click payment button": 'Pagar' if pay-now; else 'Finalizar' if a card is chosen,
// tokenization is required or issuer fees apply; else 'Continuar sin tarjeta'.
export function oneClickButtonText(input: { payNow: boolean; cardChosen: boolean; requireTokenized: boolean; issuerFees: boolean }): string {
  if (input.payNow) return 'Pagar';
  if (input.cardChosen || input.requireTokenized || input.issuerFees) return 'Finalizar';
  return 'Continuar sin tarjeta';
}
