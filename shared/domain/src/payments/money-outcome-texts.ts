// The words a shopper reads right after a money action (issue 39; money-outcome.ts builds them
// from the server's rows). Apart from the builder, so the screens that only name the summary (its
// title, its close button) do not carry the builder and its date and money helpers.
export const MONEY_OUTCOME_TEXTS = {
  region: 'Resumen de tu pago',
  bought: 'Lo que compraste',
  paidFor: 'Lo que pagaste',
  paidToday: (amount: string) => `Pagaste hoy ${amount}.`,
  nothingToday: 'Hoy no se realizó ningún cobro.',
  nextTitle: 'Lo que viene',
  instalment: (number: number, name: string) => `Cuota ${number} de ${name}`,
  next: (what: string, amount: string, date: string) => `${what}: ${amount} el ${date}.`,
  noNext: 'No hay próximos cobros programados.',
  close: 'Cerrar resumen',
} as const;
