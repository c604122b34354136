// Spanish display of a saved card (spec 001 §3 Card: brand Visa/RedCompra/MasterCard, type
// Credit/Debit/Prepaid, digits = last four). Pure; a candidate for @storefront/domain.

const TYPE_LABELS: Record<string, string> = {
  Credit: 'Crédito',
  Debit: 'Débito',
  Prepaid: 'Prepago',
};

/** "Crédito", "Débito", "Prepago"; an unknown type is shown as it came. */
export function cardTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return TYPE_LABELS[type] ?? type;
}

/** "Visa terminada en 4242": the name a shopper (and a screen reader) gives a card. */
export function cardName(card: { brand: string; digits: string }): string {
  return `${card.brand} terminada en ${card.digits}`;
}

const BRAND_MARKS: Record<string, string> = { Visa: 'VISA', MasterCard: 'MC', RedCompra: 'RC' };

/** Short mark drawn on the card chip (decorative). */
export function cardBrandMark(brand: string): string {
  return BRAND_MARKS[brand] ?? brand.slice(0, 4).toUpperCase();
}
