// Spec 002 §4 "Charge statuses": the instalments of a charge grouped for its page (ShowCharge's
// accordion) and the late-instalment test behind the list card's 'Activo' / 'Moroso'. Overdue is
// the shared delinquency rule (subscriptions/delinquency.ts): an instalment is a subscription.
import { isDelinquent } from '../subscriptions/delinquency';
import { normalizeSubscriptionStatus } from '../subscriptions/statuses';
import { INSTALLMENT_GROUP_LABELS, type InstallmentGroup } from './charge-status';

export interface GroupableInstallment {
  status: string;
  payday: Date | string | null | undefined;
}

/** The accordion's order: what needs paying first. */
export const INSTALLMENT_GROUP_ORDER: readonly InstallmentGroup[] = [
  'overdue',
  'pending',
  'completed',
];

const isPaid = (installment: GroupableInstallment) =>
  normalizeSubscriptionStatus(installment.status) === 'completed';

/**
 * "Installment groups: overdue ('Morosa'), pending ('Pendiente'), completed ('Pagada')"; "An
 * installment is overdue per a shared delinquency rule (24 hours or more past payday; for failed
 * attempts, failed or paused the subscription is delinquent regardless)".
 */
export function installmentGroup(
  installment: GroupableInstallment,
  now: Date = new Date(),
): InstallmentGroup {
  if (isPaid(installment)) return 'completed';
  return isDelinquent(installment, now) ? 'overdue' : 'pending';
}

export interface InstallmentGroupView<T> {
  group: InstallmentGroup;
  label: string;
  installments: T[];
}

/** The non-empty groups, Morosa then Pendiente then Pagada, each keeping the charge's order. */
export function groupInstallments<T extends GroupableInstallment>(
  installments: readonly T[],
  now: Date = new Date(),
): InstallmentGroupView<T>[] {
  return INSTALLMENT_GROUP_ORDER.map((group) => ({
    group,
    label: INSTALLMENT_GROUP_LABELS[group],
    installments: installments.filter(
      (installment) => installmentGroup(installment, now) === group,
    ),
  })).filter((view) => view.installments.length > 0);
}

/** "The list card shows 'Activo' or 'Moroso' for approved charges, depending on late installments." */
export function hasLateInstallments(
  installments: readonly GroupableInstallment[],
  now: Date = new Date(),
): boolean {
  return installments.some((installment) => installmentGroup(installment, now) === 'overdue');
}

/**
 * "Only non-completed installments can be paid." Of an approved charge only: the provider refuses
 * paying an instalment of a charge that is not approved (a pending one is approved first, 002 §4
 * approval flow; a rejected one is not owed).
 */
export function canPayInstallment(
  chargeStatus: string,
  installment: GroupableInstallment,
): boolean {
  return chargeStatus === 'approved' && !isPaid(installment);
}
