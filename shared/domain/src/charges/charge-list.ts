// Spec 002 §2 "userpanel/charges" (root) and §8's toasts: the four sections of "Mis Cobros", the
// label of a charge's list card, where the card leads, and the toasts the list's query asks for.
import { approvedChargeListLabel, chargeStatusLabel, type ChargeStatus } from './charge-status';
import { hasLateInstallments, type GroupableInstallment } from './installment-groups';

export const CHARGES_TITLE = 'Mis Cobros';
/** "If all are empty: 'Aún no tienes cobros programados'." */
export const NO_CHARGES_TEXT = 'Aún no tienes cobros programados';

export interface ChargeListSection {
  /** The charge status the section lists (one list call each, 002 §7). */
  status: ChargeStatus;
  title: string;
  empty: string;
}

/**
 * "Sections and their empty messages: pending: 'Cobros pendientes' / 'No tienes cobros por
 * aprobar.'; active: 'Cobros activos' / 'No tienes cobros en curso.'; completed: 'No tienes cobros
 * terminados.'; rejected: 'No has notificado error en ningún cobro.'" Active = approved (002 §4
 * "Approve sets approved"). The spec gives no title for the last two; these follow its empty texts.
 */
export const CHARGE_LIST_SECTIONS: readonly ChargeListSection[] = [
  { status: 'pending', title: 'Cobros pendientes', empty: 'No tienes cobros por aprobar.' },
  { status: 'approved', title: 'Cobros activos', empty: 'No tienes cobros en curso.' },
  { status: 'completed', title: 'Cobros terminados', empty: 'No tienes cobros terminados.' },
  {
    status: 'rejected',
    title: 'Cobros con error notificado',
    empty: 'No has notificado error en ningún cobro.',
  },
];

/**
 * The list card's status (002 §4): "'Activo' or 'Moroso' for approved charges, depending on late
 * installments"; the others by the display labels ('Por confirmar', 'Rechazado', 'Completado').
 * `delinquent` is the provider's own flag (its clock), late instalments are also read here.
 */
export function chargeListLabel(
  charge: {
    status: string;
    delinquent?: boolean | null;
    subscriptions: readonly GroupableInstallment[];
  },
  now: Date = new Date(),
): string {
  if (charge.status !== 'approved') return chargeStatusLabel(charge.status);
  return approvedChargeListLabel(
    Boolean(charge.delinquent) || hasLateInstallments(charge.subscriptions, now),
  );
}

/** The status on the charge's own page: 'Vigente', or 'Moroso' (002 §4 "delinquent 'Moroso'") when late. */
export function chargeDetailLabel(
  charge: {
    status: string;
    delinquent?: boolean | null;
    subscriptions: readonly GroupableInstallment[];
  },
  now: Date = new Date(),
): string {
  const late =
    charge.status === 'approved' &&
    (Boolean(charge.delinquent) || hasLateInstallments(charge.subscriptions, now));
  return chargeStatusLabel(late ? 'delinquent' : charge.status);
}

/**
 * Where a charge leads, under the store prefix: "userpanel/charges/{chargeId} (ShowCharge):
 * Redirects to the approve screen if the charge is pending", so a pending one goes there at once.
 */
export function chargePath(charge: { _id: string; status: string }): string {
  const base = `userpanel/charges/${encodeURIComponent(charge._id)}`;
  return charge.status === 'pending' ? `${base}/approve` : base;
}

/** The query naming the charge a hire made (service-hiring.ts afterHireTarget): "Mis Cobros" tells
 * what she paid and what comes next until she closes it (issue 39). */
export const HIRED_CHARGE_PARAM = 'hiredCharge';

/** 002 §8 toasts and the charge update failure. */
export const CHARGE_TOAST_TEXTS = {
  updated: 'El cobro ha sido actualizado exitosamente.',
  rejected: 'Se ha notificado un error correctamente',
  hired: 'El servicio fue contratado exitosamente.',
  chargeFailed:
    'El servicio fue contratado, pero el primer cobro falló. Se reintentará automáticamente durante las próximas seis horas.',
  updateFailed: 'Ha habido un error, el cobro no se ha actualizado correctamente.',
} as const;

export interface ChargeListToast {
  /** The query flag it answers (dropped from the URL once shown). */
  param: 'updated' | 'rejected' | 'hired' | 'charged';
  status: 'success' | 'warning';
  title: string;
  durationMs: number;
}

/** 002 §9 "Toast timeouts: 5000 ms; 10000 ms for the service-charge-failed warning." */
export const CHARGE_TOAST_MS = 5000;
export const CHARGE_FAILED_TOAST_MS = 10000;

/**
 * "Query toasts: updated=true, rejected=true, charged=false, hired=true" with §8's texts. A hire
 * whose first charge failed comes back with hired=true&charged=false (§4 Service hiring): the
 * warning says the service was hired, so it replaces the success toast rather than contradicting it.
 */
export function chargeListToasts(search: URLSearchParams): ChargeListToast[] {
  const toasts: ChargeListToast[] = [];
  const is = (name: string, value: string) => search.get(name) === value;
  if (is('updated', 'true'))
    toasts.push({
      param: 'updated',
      status: 'success',
      title: CHARGE_TOAST_TEXTS.updated,
      durationMs: CHARGE_TOAST_MS,
    });
  if (is('rejected', 'true'))
    toasts.push({
      param: 'rejected',
      status: 'success',
      title: CHARGE_TOAST_TEXTS.rejected,
      durationMs: CHARGE_TOAST_MS,
    });
  if (is('charged', 'false'))
    toasts.push({
      param: 'charged',
      status: 'warning',
      title: CHARGE_TOAST_TEXTS.chargeFailed,
      durationMs: CHARGE_FAILED_TOAST_MS,
    });
  else if (is('hired', 'true'))
    toasts.push({
      param: 'hired',
      status: 'success',
      title: CHARGE_TOAST_TEXTS.hired,
      durationMs: CHARGE_TOAST_MS,
    });
  return toasts;
}

/** The query without the toast flags (the URL is replaced once they are shown, so a reload does not repeat them). */
export function withoutChargeListToasts(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['updated', 'rejected', 'hired', 'charged']) next.delete(name);
  return next;
}
