// Spec 000 §4 "Session": "Required user fields (name, lastName, rut) come from policy; if any is
// missing the user goes to user-info. Logged-in users fill only what is missing; guests fill all
// three (name and last name unless the store marks them optional)." 001 §3: the policy field is
// paymentLinkPolicy.checkoutRequiredFields. 000 §2: user-info "Edit mode is on when the redirect
// contains "payment"".

export type UserField = 'name' | 'lastName' | 'rut';
export const USER_FIELDS: readonly UserField[] = ['name', 'lastName', 'rut'];

/**
 * The fields the policy requires. checkoutRequiredFields may be flags ({ name: true, … }, the
 * sandbox's shape) or a list (['name', 'rut']); missing or unreadable → all three.
 */
export function requiredUserFields(policy?: { paymentLinkPolicy?: { checkoutRequiredFields?: unknown } | null } | null): UserField[] {
  const spec = policy?.paymentLinkPolicy?.checkoutRequiredFields;
  if (Array.isArray(spec)) return USER_FIELDS.filter((f) => spec.includes(f));
  if (spec && typeof spec === 'object') {
    const flags = spec as Record<string, unknown>;
    return USER_FIELDS.filter((f) => flags[f] === true);
  }
  return [...USER_FIELDS];
}

export interface MissingFieldsOptions {
  /** requiredUserFields(policy) */
  required: readonly UserField[];
  isGuest: boolean;
  /** store.userOptionalAttrs */
  optional?: { name?: boolean | null; lastName?: boolean | null } | null;
}

const blank = (v: string | null | undefined) => !(v ?? '').trim();

/**
 * The fields the user still has to fill, in name, lastName, rut order. Guests owe all three
 * whatever the policy says (rut always; name and last name unless optional). A field the store
 * marks optional is never owed, for anyone: the user-info form lets it stay empty, so counting it
 * would send the user back to user-info forever.
 */
export function missingUserFields(user: { name?: string | null; lastName?: string | null; rut?: string | null }, options: MissingFieldsOptions): UserField[] {
  const owed = options.isGuest ? USER_FIELDS : options.required;
  return USER_FIELDS.filter((field) => {
    if (!owed.includes(field)) return false;
    if (field !== 'rut' && options.optional?.[field]) return false;
    return blank(user[field]);
  });
}

export function userInfoEditMode(redirect: string | null | undefined): boolean {
  return (redirect ?? '').includes('payment');
}
