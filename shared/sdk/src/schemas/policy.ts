import * as v from 'valibot';
import { optBool, optNum, optStr } from './common';

/** 'google' is offered only where the policy lists it (and names its googleClientId). */
export const LOGIN_METHODS = ['otp', 'password', 'google'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
/** loginPolicy.bypass / token: whether that URL token is disallowed, allowed or required. */
export type TokenRequirement = 'disallowed' | 'allowed' | 'required';

const requirement = () => v.nullish(v.picklist(['disallowed', 'allowed', 'required']));
const fieldFlags = () => v.nullish(v.looseObject({}));

export const PolicySchema = v.looseObject({
  storeId: v.string(),
  subscriptionPolicy: v.optional(
    v.looseObject({
      defaultStatus: optStr(),
      /** 'always' (default) or 'once'. */
      shippingChargeType: optStr(),
      maximumCycles: optNum(),
      minimumCycles: optNum(),
      allowBasePayday: optBool(),
      allowShopperTo: v.nullish(v.looseObject({ pause: optBool(), cancel: optBool() })),
    }),
    {},
  ),
  loginPolicy: v.optional(
    v.looseObject({
      // Spec 000 §9: login methods default otp and password, default method otp.
      loginMethods: v.optional(v.array(v.picklist(LOGIN_METHODS)), ['otp', 'password']),
      defaultLoginMethod: v.optional(v.picklist(LOGIN_METHODS), 'otp'),
      bypass: requirement(),
      token: requirement(),
      allowRegistrationFromMarket: optBool(),
      /** The store's Google client id: the `client_id` of its Google sign-in requests. */
      googleClientId: optStr(),
    }),
    {},
  ),
  checkoutPolicy: v.optional(v.looseObject({ naturalPersonFields: fieldFlags(), companyFields: fieldFlags() }), {}),
  paymentMethodsPolicy: v.optional(
    v.looseObject({
      requireTokenized: optBool(),
      issuerFees: v.nullish(v.looseObject({ maxValue: optNum(), supportedBillingTypes: v.nullish(v.array(v.string())) })),
    }),
    {},
  ),
  paydayPolicy: v.nullish(v.looseObject({})),
  deliveryCoveragePolicy: v.optional(v.looseObject({ deliverableCommunes: v.optional(v.nullable(v.array(v.string())), []) }), {}),
  paymentLinkPolicy: v.nullish(v.looseObject({ checkoutRequiredFields: v.nullish(v.unknown()) })),
});
export type Policy = v.InferOutput<typeof PolicySchema>;
