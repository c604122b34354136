// Spec 002 §2/§5: the payment request's owner is compared by e-mail with the logged-in user; a
// difference sets a not-owned flag (its effect is not shown by the spec). Pure; a candidate for
// @storefront/domain.
export function isNotOwned(
  requestEmail: string | null | undefined,
  sessionEmail: string | null | undefined,
): boolean {
  const normalize = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return normalize(requestEmail) !== normalize(sessionEmail);
}
