// The URL token flows (spec 000 §4 "Token flow", §8 "Token errors") as one async run the page
// awaits behind the TOKEN_VERIFICATION spinner. The plan (which token, or which error) comes from
// the domain's tokenFlowPlan; this walks it through the SDK.
// - bypass: decodeUser (must be of type bypass), then auth.bypass signs in; any failure clears
//   the session (spec: "a bypass token leads to login complete, or clears the session with an error").
// - token (access token): decodeUser (type token or none); the same e-mail as the signed-in user
//   reuses the session; otherwise the e-mail flow continues with the decoded e-mail.
import { checkDecodedType, TOKEN_ERROR_MESSAGES, type TokenFlowPlan } from '@storefront/domain';
import type { Api } from '@storefront/sdk';

export interface LinkCallbacks {
  callbackUrl: string | null;
  errorUrl: string | null;
}

export type TokenFlowOutcome =
  | {
      kind: 'signed-in';
      access: string;
      passwordRemoved?: boolean | null;
      callbacks: LinkCallbacks;
    }
  | { kind: 'same-user'; callbacks: LinkCallbacks }
  | { kind: 'continue'; email: string; token: string; callbacks: LinkCallbacks }
  | { kind: 'error'; message: string; clearSession: boolean };

type Plan = Exclude<TokenFlowPlan, { kind: 'none' }>;

export async function runTokenFlow(
  plan: Plan,
  deps: { api: Pick<Api, 'auth'>; signedInEmail: string | null },
): Promise<TokenFlowOutcome> {
  if (plan.kind === 'error') return { kind: 'error', message: plan.message, clearSession: false };
  const { api } = deps;

  if (plan.kind === 'bypass') {
    const fail = (message: string): TokenFlowOutcome => ({
      kind: 'error',
      message,
      clearSession: true,
    });
    const decoded = await api.auth.decodeUser(plan.value).catch(() => null);
    if (!decoded) return fail(TOKEN_ERROR_MESSAGES.bypassInvalid);
    const wrongType = checkDecodedType('bypass', decoded.type);
    if (wrongType) return fail(wrongType);
    const result = await api.auth.bypass(plan.value).catch(() => null);
    if (!result) return fail(TOKEN_ERROR_MESSAGES.bypassInvalid);
    return {
      kind: 'signed-in',
      access: result.access,
      passwordRemoved: result.passwordRemoved === true,
      callbacks: {
        callbackUrl: result.callbackUrl ?? decoded.callbackUrl,
        errorUrl: result.errorUrl ?? decoded.errorUrl,
      },
    };
  }

  const fail = (message: string): TokenFlowOutcome => ({
    kind: 'error',
    message,
    clearSession: false,
  });
  const decoded = await api.auth.decodeUser(plan.value).catch(() => null);
  if (!decoded?.email) return fail(TOKEN_ERROR_MESSAGES.accessInvalid);
  const wrongType = checkDecodedType('token', decoded.type);
  if (wrongType) return fail(wrongType);
  const callbacks = { callbackUrl: decoded.callbackUrl, errorUrl: decoded.errorUrl };
  if (deps.signedInEmail && deps.signedInEmail.toLowerCase() === decoded.email.toLowerCase())
    return { kind: 'same-user', callbacks };
  return { kind: 'continue', email: decoded.email, token: plan.value, callbacks };
}
