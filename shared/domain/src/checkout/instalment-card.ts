// `@storefront/domain/instalment-card`: spec 001 §5 Cards and instalments, "Only one credit card
// may be registered for instalments." The spec says no more, so the storefront and the sandbox read
// it the same way (deploy/sandbox/API.md "Choices the sandbox made where the spec is silent"):
// within one store, the shopper's running subscriptions (not ended: 001 §4 "Editable") that pay in
// instalments (issuer fees above 1; 0 and 1 are 'Sin cuotas') all use one credit card. Asking
// instalments on another card while such a subscription exists is refused, at checkout and in the
// subscription edit; the subscription being edited does not count against itself, so the only one
// with instalments may move them to another card. A charge's instalments (002, `chargeId`) are
// payments of a charge, not issuer fees, and never count.
import { isEditable } from '../subscriptions/statuses';

/** The provider's refusal (English, like every server message; the screens never reach it). */
export const ONE_INSTALMENT_CARD_MESSAGE = 'Only one credit card may be registered for instalments';

/** What a subscription tells about its instalments: the fields of the provider's Subscription. */
export interface InstalmentHolder {
  _id?: string | null;
  status?: string | null;
  cardId?: string | null;
  chargeId?: string | null;
  paymentMethods?: readonly { options?: { issuerFees?: number | null } | null }[] | null;
}

/** The largest issuer fees among the payment methods (0 without any). */
export function issuerFeesOfMethods(methods: InstalmentHolder['paymentMethods']): number {
  const fees = (methods ?? []).map((method) => Number(method?.options?.issuerFees ?? 0));
  return Math.max(0, ...fees.filter((fee) => Number.isFinite(fee)));
}

/** A running subscription paying in instalments with a card. */
export function carriesInstalments(holder: InstalmentHolder): boolean {
  return (
    Boolean(holder.cardId) &&
    !holder.chargeId &&
    isEditable(holder.status ?? '') &&
    issuerFeesOfMethods(holder.paymentMethods) > 1
  );
}

/** The card that carries the shopper's instalments (leaving out `exceptId`), or null. */
export function instalmentCardOf(
  holders: readonly InstalmentHolder[],
  exceptId?: string | null,
): string | null {
  const holder = holders.find((one) => one._id !== exceptId && carriesInstalments(one));
  return holder?.cardId ?? null;
}

/**
 * Instalments asked on `cardId` (leaving out the subscription `exceptId`, the one being edited):
 * the other card that already carries instalments, which makes this a second one, or null when
 * they are allowed. Without instalments asked (issuerFees 0 or 1) nothing is refused.
 */
export function secondInstalmentCard(
  request: { cardId: string | null | undefined; issuerFees: number; exceptId?: string | null },
  holders: readonly InstalmentHolder[],
): string | null {
  if (request.issuerFees <= 1 || !request.cardId) return null;
  const other = holders.find(
    (one) =>
      one._id !== request.exceptId && carriesInstalments(one) && one.cardId !== request.cardId,
  );
  return other?.cardId ?? null;
}

/**
 * The screens' note where the instalments selector would be, when the chosen credit card is not
 * the one that carries the shopper's instalments: the spec's rule, said before the server refuses.
 */
export function oneInstalmentCardNote(otherCardDigits: string | null | undefined): string {
  const card = otherCardDigits
    ? `tu tarjeta terminada en ${otherCardDigits}`
    : 'otra tarjeta de crédito';
  return `Solo una tarjeta de crédito puede tener cuotas, y ya las tienes con ${card}. Elige esa tarjeta para pagar en cuotas.`;
}
