// Spec 002 §3 "Receipt amounts": "'Monto original' uses referenceCurrency (or currency if missing),
// uppercased, with the reference total or else the gross total. 'Monto final' uses currency
// uppercased and the gross total." A UF request paid in CLP shows the UF price as the original.
import { formatAmount, formatCurrencyLabel } from '../money/format-amount';

/** The invoice fields the receipt amounts read (structurally the SDK's Invoice). */
export interface ReceiptInvoiceAmounts {
  currency: string;
  referenceCurrency?: string | null;
  totalGrossAmount: number;
  referenceTotalGrossAmount?: number | null;
}

export interface ReceiptAmount {
  /** Uppercased currency code, e.g. 'UF', 'CLP'. */
  currency: string;
  amount: number;
  /** The amount as shown, e.g. 'UF 1,50' or '$25.000'. */
  text: string;
}

const present = (value: string | null | undefined): value is string => !!value?.trim();

function amountOf(currency: string, amount: number): ReceiptAmount {
  return { currency: formatCurrencyLabel(currency), amount, text: formatAmount(amount, currency) };
}

export function receiptOriginalAmount(invoice: ReceiptInvoiceAmounts): ReceiptAmount {
  const currency = present(invoice.referenceCurrency)
    ? invoice.referenceCurrency
    : invoice.currency;
  const amount = invoice.referenceTotalGrossAmount ?? invoice.totalGrossAmount;
  return amountOf(currency, amount);
}

export function receiptFinalAmount(invoice: ReceiptInvoiceAmounts): ReceiptAmount {
  return amountOf(invoice.currency, invoice.totalGrossAmount);
}
