// Spec 000 §9: es-CL, dots for thousands, comma for decimals, CLP 0 decimals, UF 2.
export type Currency = 'clp' | 'uf' | 'other';

export function decimalsFor(currency: Currency | string | undefined): number {
  return (currency ?? 'clp').toLowerCase() === 'clp' ? 0 : 2;
}
