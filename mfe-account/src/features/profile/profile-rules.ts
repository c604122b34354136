// Pure rules of the profile screen. Candidates for @storefront/domain (see the report).
import type { Policy } from '@storefront/sdk';

/** Spec 002: the company card shows only when the checkout policy enables any company field. */
export function companyCardEnabled(
  policy: Pick<Policy, 'checkoutPolicy'> | null | undefined,
): boolean {
  const fields = policy?.checkoutPolicy?.companyFields;
  return (
    Boolean(fields) &&
    Object.values(fields as Record<string, unknown>).some((flag) => flag === true)
  );
}

/** Spec 002: the phone is shown as prefix plus number ("+56 912345678"); '' when there is none. */
export function phoneDisplay(user: { phone?: string | null; phonePrefix?: string | null }): string {
  const number = (user.phone ?? '').trim();
  if (!number) return '';
  const prefix = (user.phonePrefix ?? '').trim();
  return prefix ? `${prefix} ${number}` : number;
}
