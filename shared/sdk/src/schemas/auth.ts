import * as v from 'valibot';
import { optBool, optStr } from './common';

export const AuthTokensSchema = v.looseObject({ access: v.string(), refresh: v.string() });
export type AuthTokens = v.InferOutput<typeof AuthTokensSchema>;

export const AddressSchema = v.looseObject({
  _id: optStr(),
  street: optStr(),
  number: v.nullish(v.union([v.string(), v.number()])),
  comment: optStr(),
  commune: optStr(),
  region: optStr(),
  main: optBool(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** GET auth/profile. Guests may lack name, rut and phone. */
export const UserSchema = v.looseObject({
  userId: v.string(),
  email: optStr(),
  name: optStr(),
  lastName: optStr(),
  phone: optStr(),
  phonePrefix: optStr(),
  rut: optStr(),
  isGuest: optBool(),
  addresses: v.optional(v.nullable(v.array(AddressSchema)), []),
});
export type User = v.InferOutput<typeof UserSchema>;
