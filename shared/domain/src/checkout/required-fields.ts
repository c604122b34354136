// Spec 001 §5 Checkout form: "Address required when the store is deliverable or the policy demands
// it. Rut and phone required unless the policy excludes them. With no policy present all three are
// required." "Company address and rut required only when the company policy says so."
// The policy shape (deploy/sandbox seed, API.md): checkoutPolicy { naturalPersonFields: { address,
// rut, phone }, companyFields: { address, rut } }, each a boolean flag.
import {
  isDeliverable,
  type CheckoutPolicyInput,
  type CheckoutStoreInput,
} from './checkout-inputs';

export interface RequiredCheckoutFields {
  address: boolean;
  rut: boolean;
  phone: boolean;
  company: { address: boolean; rut: boolean };
}

/**
 * "No policy present" = no policy, or one without checkoutPolicy.naturalPersonFields (the SDK
 * fills a missing checkoutPolicy with {}). A flag "excludes" only when it is literally false; it
 * "demands" (address) or "says so" (company) only when literally true.
 */
export function requiredCheckoutFields(
  policy: CheckoutPolicyInput | null | undefined,
  store: CheckoutStoreInput | null | undefined,
): RequiredCheckoutFields {
  const natural = policy?.checkoutPolicy?.naturalPersonFields;
  const company = policy?.checkoutPolicy?.companyFields;
  return {
    address: !natural || isDeliverable(store) || natural.address === true,
    rut: !natural || natural.rut !== false,
    phone: !natural || natural.phone !== false,
    company: { address: company?.address === true, rut: company?.rut === true },
  };
}

/** The company form shows only when the company policy requires something. */
export function companyFormRequired(required: RequiredCheckoutFields): boolean {
  return required.company.address || required.company.rut;
}
