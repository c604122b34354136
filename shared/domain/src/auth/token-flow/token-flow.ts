// Spec 000 §4 "Token flow" and §8 "Token errors": which URL token the login page verifies, or
// which error it shows. "Bypass tokens must be of type bypass; access tokens must be of type token
// or have no type. The login policy states for each whether it is disallowed, allowed or required."
//
// Defaults when loginPolicy leaves one out (the spec does not say; the team decided):
//   bypass: 'disallowed' (a bypass signs in without any check: a store must opt in);
//   token:  'allowed'    (an access token only pre-fills the e-mail; the shopper still signs in).
// Precedence: a bypass in the URL wins over a token (it completes the login). A required bypass
// missing from the URL is an error even when a token is there.
//
// The page then runs the plan: decodeUser(value) (failure → bypassInvalid / accessInvalid),
// checkDecodedType(kind, decoded.type), then auth.bypass for a bypass (failure → bypassInvalid,
// and the session is cleared), or for a token the same-user check and the e-mail flow.
import { TOKEN_ERROR_MESSAGES } from './token-error-messages';

export type TokenRequirement = 'disallowed' | 'allowed' | 'required';
export type TokenKind = 'bypass' | 'token';

export const DEFAULT_BYPASS_REQUIREMENT: TokenRequirement = 'disallowed';
export const DEFAULT_TOKEN_REQUIREMENT: TokenRequirement = 'allowed';

export type TokenFlowPlan =
  | { kind: 'none' }
  | { kind: 'bypass'; value: string }
  | { kind: 'token'; value: string }
  | { kind: 'error'; message: string };

const requirement = (value: string | null | undefined, fallback: TokenRequirement): TokenRequirement =>
  value === 'disallowed' || value === 'allowed' || value === 'required' ? value : fallback;

/** loginPolicy.bypass / token with the defaults above applied. */
export function tokenRequirements(policy?: { bypass?: string | null; token?: string | null } | null): { bypass: TokenRequirement; token: TokenRequirement } {
  return {
    bypass: requirement(policy?.bypass, DEFAULT_BYPASS_REQUIREMENT),
    token: requirement(policy?.token, DEFAULT_TOKEN_REQUIREMENT),
  };
}

export function tokenFlowPlan(input: {
  bypass?: string | null;
  token?: string | null;
  policy?: { bypass?: string | null; token?: string | null } | null;
}): TokenFlowPlan {
  const rules = tokenRequirements(input.policy);
  const bypass = input.bypass?.trim();
  const token = input.token?.trim();
  if (bypass) {
    if (rules.bypass === 'disallowed') return { kind: 'error', message: TOKEN_ERROR_MESSAGES.bypassDisallowed };
    return { kind: 'bypass', value: bypass };
  }
  if (rules.bypass === 'required') return { kind: 'error', message: TOKEN_ERROR_MESSAGES.bypassMissing };
  if (token) {
    if (rules.token === 'disallowed') return { kind: 'error', message: TOKEN_ERROR_MESSAGES.accessDisallowed };
    return { kind: 'token', value: token };
  }
  if (rules.token === 'required') return { kind: 'error', message: TOKEN_ERROR_MESSAGES.accessMissing };
  return { kind: 'none' };
}

/** null when the decoded type fits the kind, else the §8 wrong-type message. */
export function checkDecodedType(kind: TokenKind, type: string | null | undefined): string | null {
  if (kind === 'bypass') return type === 'bypass' ? null : TOKEN_ERROR_MESSAGES.bypassWrongType;
  return type === null || type === undefined || type === '' || type === 'token' ? null : TOKEN_ERROR_MESSAGES.accessWrongType;
}

/** §8 "expired or invalid" message for a token whose decode or sign-in failed. */
export function tokenInvalidMessage(kind: TokenKind): string {
  return kind === 'bypass' ? TOKEN_ERROR_MESSAGES.bypassInvalid : TOKEN_ERROR_MESSAGES.accessInvalid;
}
