import * as v from 'valibot';
import { optBool, optStr } from './common';

export const AuthTokensSchema = v.looseObject({
  access: v.string(),
  refresh: v.string(),
  /** This sign-in's proof of the e-mail removed a password set before it (issue 39). */
  passwordRemoved: optBool(),
});
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

/** GET users/checkEmail: found = a registered (non-guest) user; forceOTP = that user has no password; isGuest = only a guest has it. */
export const EmailCheckSchema = v.looseObject({
  found: v.boolean(),
  forceOTP: v.boolean(),
  isGuest: v.boolean(),
});
export type EmailCheck = v.InferOutput<typeof EmailCheckSchema>;

/** POST auth/generateCode: ISO times of the send, the expiry (30 min) and the earliest resend (60 s). */
export const CodeSentSchema = v.looseObject({
  sentAt: v.string(),
  expiresAt: v.string(),
  resendAt: v.string(),
});
export type CodeSent = v.InferOutput<typeof CodeSentSchema>;

/** POST auth/register without a password: the account exists, the client signs in with a code. */
export const RegisteredSchema = v.looseObject({ userId: v.string() });
export const RegisterResultSchema = v.union([AuthTokensSchema, RegisteredSchema]);
export type RegisterResult = AuthTokens | { userId: string };

export const RecoverSentSchema = v.looseObject({ sent: v.boolean() });
/** POST auth/logout (issue 36). */
export const LoggedOutSchema = v.looseObject({ loggedOut: v.literal(true) });
export const RecoverTokenSchema = v.looseObject({ email: v.string() });

/** GET auth/decodeUser: what a bypass / access token link carries (type is free text: the client checks it). */
export const DecodedUserSchema = v.object({
  type: v.nullable(v.string()),
  email: v.nullable(v.string()),
  userId: v.nullable(v.string()),
  storeId: v.nullable(v.string()),
  callbackUrl: v.nullable(v.string()),
  errorUrl: v.nullable(v.string()),
});
export type DecodedUser = v.InferOutput<typeof DecodedUserSchema>;

export const BypassResultSchema = v.looseObject({
  access: v.string(),
  refresh: v.string(),
  callbackUrl: v.nullable(v.string()),
  errorUrl: v.nullable(v.string()),
});
export type BypassResult = v.InferOutput<typeof BypassResultSchema>;
