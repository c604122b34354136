// What the charge approval flow (002 §4 "Charge approval flow") decides on, read from the charge's
// instalments and the store: which instalments are overdue (the shared delinquency rule), whether a
// tokenized method exists, and the issuer fees the card step's one-click button follows (002 §5).
import { PAYMENT_METHODS } from '../payment-methods/catalogue';
import { issuerFeesApply } from '../payment-methods/filters';
import { isDelinquent } from '../subscriptions/delinquency';
import type { ApprovalContext } from './approval-flow';

export interface ApprovalInstallment {
  _id: string;
  status: string;
  payday: string | Date | null | undefined;
  paymentMethods?:
    readonly { name: string; options?: { issuerFees?: number | null } | null }[] | null;
}

/** 002 §4 "Only non-completed installments can be paid": the ones still to pay. */
export function unpaidInstallments<I extends ApprovalInstallment>(installments: readonly I[]): I[] {
  return installments.filter((installment) => installment.status !== 'completed');
}

/**
 * 002 §4 "An installment is overdue per a shared delinquency rule (24 hours or more past payday;
 * for failed attempts, failed or paused the subscription is delinquent regardless)". In the
 * charge's order (by number), so the first is the one to pay first.
 */
export function overdueInstallments<I extends ApprovalInstallment>(
  installments: readonly I[],
  now: Date = new Date(),
): I[] {
  return installments.filter((installment) => isDelinquent(installment, now));
}

/** "if any installment is overdue, go to payment/{first installment id}": the first overdue one, or null. */
export function firstOverdueInstallmentId(
  installments: readonly ApprovalInstallment[],
  now: Date = new Date(),
): string | null {
  return overdueInstallments(installments, now)[0]?._id ?? null;
}

/** "not all installments are overdue": every instalment still to pay is overdue (none to pay: false). */
export function allInstallmentsOverdue(
  installments: readonly ApprovalInstallment[],
  now: Date = new Date(),
): boolean {
  const unpaid = unpaidInstallments(installments);
  return unpaid.length > 0 && unpaid.every((installment) => isDelinquent(installment, now));
}

/** "a tokenized method exists": the store offers a tokenized method (Webpay Oneclick). */
export function tokenizedMethodAvailable(availableMethodIds: readonly string[]): boolean {
  return PAYMENT_METHODS.some(
    (method) => method.tokenized && availableMethodIds.includes(method.id),
  );
}

export function chargeApprovalContext(input: {
  /** paymentMethodsPolicy.requireTokenized */
  requireTokenized: boolean | null | undefined;
  /** GET stores/{id}/availablePaymentMethods */
  availableMethodIds: readonly string[];
  installments: readonly ApprovalInstallment[];
  now?: Date;
}): ApprovalContext {
  return {
    requireTokenized: input.requireTokenized === true,
    tokenizedAvailable: tokenizedMethodAvailable(input.availableMethodIds),
    allOverdue: allInstallmentsOverdue(input.installments, input.now),
  };
}

/**
 * 002 §5 "Issuer fees apply when the option is greater than 1, only when all methods are Webpay
 * Oneclick or Mercado Pago Checkout Pro", read on the first instalment still to pay (the
 * instalments carry the charge's methods).
 */
export function installmentIssuerFees(installments: readonly ApprovalInstallment[]): boolean {
  const methods = unpaidInstallments(installments)[0]?.paymentMethods ?? [];
  const option = Math.max(0, ...methods.map((method) => method.options?.issuerFees ?? 0));
  return issuerFeesApply(
    methods.map((method) => method.name),
    option,
  );
}
