// Spec 000 §4 "Login flows" and §9 "Login methods default: otp and password; default method otp":
// which step follows the email check and which form each step opens on.

export type LoginStep = 'EMAIL_INPUT' | 'TOKEN_VERIFICATION' | 'TOKEN_ERROR' | 'REGISTERED_USER' | 'REGISTRATION' | 'REGISTRATION_DISABLED';
export type LoginMethod = 'otp' | 'password';
/** The form inside REGISTERED_USER ('choose' | 'password' | 'code') or REGISTRATION ('signup' | 'code'). */
export type SignInView = 'choose' | 'password' | 'code';
export type RegistrationView = 'signup' | 'code';
export type LoginView = SignInView | RegistrationView;

/** The answer of users/checkEmail. */
export interface EmailCheck {
  found: boolean;
  forceOTP: boolean;
  isGuest: boolean;
}

/** The part of the store policy's loginPolicy these rules read (any field may be missing). */
export interface LoginPolicyLike {
  loginMethods?: readonly string[] | null;
  defaultLoginMethod?: string | null;
  allowRegistrationFromMarket?: boolean | null;
  bypass?: string | null;
  token?: string | null;
  /** The store's Google client id (issue 10): Google sign-in needs it. */
  googleClientId?: string | null;
}

export const DEFAULT_LOGIN_METHODS: readonly LoginMethod[] = ['otp', 'password'];
export const DEFAULT_LOGIN_METHOD: LoginMethod = 'otp';

const isLoginMethod = (m: unknown): m is LoginMethod => m === 'otp' || m === 'password';

/**
 * The allowed methods (policy order, unknown ones dropped; none → otp and password) and the
 * default one (the policy's when allowed, else otp when allowed, else the first).
 */
export function loginMethods(policy?: LoginPolicyLike | null): { methods: LoginMethod[]; defaultMethod: LoginMethod } {
  const listed = [...new Set((policy?.loginMethods ?? []).filter(isLoginMethod))];
  const methods = listed.length ? listed : [...DEFAULT_LOGIN_METHODS];
  const wanted = policy?.defaultLoginMethod;
  const defaultMethod = isLoginMethod(wanted) && methods.includes(wanted) ? wanted : methods.includes(DEFAULT_LOGIN_METHOD) ? DEFAULT_LOGIN_METHOD : (methods[0] as LoginMethod);
  return { methods, defaultMethod };
}

/**
 * The store's Google client id when its policy offers "Continuar con Google" (issue 10): 'google'
 * listed in loginMethods and a client id set; else null. Google is no step of the e-mail flow, so
 * loginMethods() above leaves it out.
 */
export function googleClientIdFor(policy?: LoginPolicyLike | null): string | null {
  const clientId = policy?.googleClientId?.trim();
  return clientId && policy?.loginMethods?.includes('google') ? clientId : null;
}

/** Spec 000 §6 "registration from the storefront can be disabled": only an explicit false disables it. */
export function registrationAllowed(policy?: LoginPolicyLike | null): boolean {
  return policy?.allowRegistrationFromMarket !== false;
}

/**
 * "Submitting an email leads to REGISTERED_USER or REGISTRATION"; "When registration is not
 * allowed (marketplace dependent) the flow is REGISTRATION_DISABLED".
 */
export function stepAfterEmailCheck(check: Pick<EmailCheck, 'found'>, options: { allowRegistration: boolean }): 'REGISTERED_USER' | 'REGISTRATION' | 'REGISTRATION_DISABLED' {
  if (check.found) return 'REGISTERED_USER';
  return options.allowRegistration ? 'REGISTRATION' : 'REGISTRATION_DISABLED';
}

const onlyMethod = (methods: readonly LoginMethod[], method: LoginMethod) => methods.length > 0 && methods.every((m) => m === method);

/**
 * "The sign-in view starts on the code form if only otp is allowed or one-time code is forced; on
 * the password form if only password is allowed; otherwise on a method selection." The query
 * otp=false "pre-selects the password method" when password is allowed (and the code is not forced).
 */
export function signInStartView(input: { methods: readonly LoginMethod[]; forceOTP?: boolean; otpQueryFalse?: boolean }): SignInView {
  if (input.forceOTP || onlyMethod(input.methods, 'otp')) return 'code';
  if (onlyMethod(input.methods, 'password')) return 'password';
  if (input.otpQueryFalse && input.methods.includes('password')) return 'password';
  return 'choose';
}

/**
 * "Registration starts on the code form if a token user exists and only otp is allowed, or when
 * both name and last name are optional and only otp is allowed; otherwise on the signup form."
 */
export function registrationStartView(input: { methods: readonly LoginMethod[]; tokenUser?: boolean; nameOptional?: boolean; lastNameOptional?: boolean }): RegistrationView {
  if (!onlyMethod(input.methods, 'otp')) return 'signup';
  return input.tokenUser || (input.nameOptional && input.lastNameOptional) ? 'code' : 'signup';
}

/** "Signup with a password registers directly; otherwise it goes to the code form." */
export function signupNext(password: string | null | undefined): 'signed-in' | 'code' {
  return password ? 'signed-in' : 'code';
}
