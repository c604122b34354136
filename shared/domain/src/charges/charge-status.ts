// Spec 002 §4 charge statuses and display labels.
export const CHARGE_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<string, string> = {
  pending: 'Por confirmar',
  approved: 'Vigente',
  rejected: 'Rechazado',
  completed: 'Completado',
  failed: 'Fallido',
  delinquent: 'Moroso',
};

export function chargeStatusLabel(status: string): string {
  return CHARGE_STATUS_LABELS[status] ?? status;
}

/** "The list card shows 'Activo' or 'Moroso' for approved charges, depending on late installments." */
export function approvedChargeListLabel(hasLateInstallments: boolean): 'Activo' | 'Moroso' {
  return hasLateInstallments ? 'Moroso' : 'Activo';
}

/** Installment groups: overdue 'Morosa', pending 'Pendiente', completed 'Pagada'. */
export type InstallmentGroup = 'overdue' | 'pending' | 'completed';
export const INSTALLMENT_GROUP_LABELS: Record<InstallmentGroup, string> = { overdue: 'Morosa', pending: 'Pendiente', completed: 'Pagada' };

/** "Progress = paid total / total price; 100% if the total is 0" (as a 0..100 number). */
export function chargeProgress(paidTotal: number, totalPrice: number): number {
  return totalPrice === 0 ? 100 : (paidTotal / totalPrice) * 100;
}
