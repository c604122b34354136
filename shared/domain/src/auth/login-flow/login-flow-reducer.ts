// Spec 000 §2 "Login screens" and §4 "Login flows" as one reducer: the login page keeps this
// state (useReducer(loginFlowReducer, config, createLoginState)), makes the calls, dispatches what
// happened and renders `step` and `view`. Nothing here does I/O.
//
// Events (the page dispatches them after the call named):
//   CONFIGURED      { config }                 policy/store/query known or changed (merged into config)
//   TOKEN_STARTED                              bypass or token in the URL: TOKEN_VERIFICATION
//   TOKEN_FAILED    { message }                TOKEN_ERROR with a TOKEN_ERROR_MESSAGES text
//   TOKEN_USER      { email, token, name?, lastName? }
//                                              access token of another user (auth/decodeUser): keep it
//                                              for verifyCode and go on with its e-mail (the page now
//                                              checks it and dispatches EMAIL_CHECKED)
//   EMAIL_CHECKED   { email, check }           users/checkEmail answered: REGISTERED_USER (found),
//                                              REGISTRATION (allowed) or REGISTRATION_DISABLED
//                                              ("Correo no encontrado"); the view per the start rules
//   BACK                                       "Back resets to EMAIL_INPUT" (the e-mail stays typed)
//   METHOD_CHOSEN   { method }                 in REGISTERED_USER: 'otp' → code, 'password' → password
//                                              (only an allowed method; never password when forceOTP)
//   CODE_SENT       { sentAt }                 auth/generateCode answered (or a stored OTPCodeSentAt
//                                              was reused): the code form with its timer
//   REGISTERED      { withPassword }           auth/register answered: with a password the user is
//                                              signed in; without, the code form
//   FAILED          { message }                a call failed: the text to show (cleared by any move)
//   SIGNED_IN                                  tokens stored: the page navigates on
//
// The view 'code' with codeSentAt null means "no code sent yet": the page sends one (or restores
// the stored send time) and dispatches CODE_SENT.
import { LOGIN_TEXTS } from '../texts/login-texts';
import {
  DEFAULT_LOGIN_METHODS,
  type EmailCheck,
  type LoginMethod,
  type LoginStep,
  type LoginView,
  registrationStartView,
  signInStartView,
  stepAfterEmailCheck,
} from './login-rules';

export interface LoginFlowConfig {
  /** loginMethods(policy).methods */
  methods: readonly LoginMethod[];
  /** registrationAllowed(policy) */
  allowRegistration: boolean;
  /** query otp=false */
  otpQueryFalse: boolean;
  /** store.userOptionalAttrs.name / lastName */
  nameOptional: boolean;
  lastNameOptional: boolean;
}

/** The user an access token link names (auth/decodeUser), passed on to auth/verifyCode. */
export interface TokenUser {
  email: string;
  token: string;
  name?: string;
  lastName?: string;
}

export interface LoginFlowState {
  step: LoginStep;
  /** The form inside REGISTERED_USER or REGISTRATION; null on the other steps. */
  view: LoginView | null;
  email: string;
  check: EmailCheck | null;
  tokenUser: TokenUser | null;
  /** Epoch ms of the last code sent, for otpTimer; null before one is sent. */
  codeSentAt: number | null;
  /** Error or notice to show on the current step (TOKEN_ERROR: the token message). */
  message: string | null;
  signedIn: boolean;
  config: LoginFlowConfig;
}

export type LoginFlowEvent =
  | { type: 'CONFIGURED'; config: Partial<LoginFlowConfig> }
  | { type: 'TOKEN_STARTED' }
  | { type: 'TOKEN_FAILED'; message: string }
  | { type: 'TOKEN_USER'; user: TokenUser }
  | { type: 'EMAIL_CHECKED'; email: string; check: EmailCheck }
  | { type: 'BACK' }
  | { type: 'METHOD_CHOSEN'; method: LoginMethod }
  | { type: 'CODE_SENT'; sentAt: number }
  | { type: 'REGISTERED'; withPassword: boolean }
  | { type: 'FAILED'; message: string }
  | { type: 'SIGNED_IN' };

export const DEFAULT_LOGIN_FLOW_CONFIG: LoginFlowConfig = {
  methods: DEFAULT_LOGIN_METHODS,
  allowRegistration: true,
  otpQueryFalse: false,
  nameOptional: false,
  lastNameOptional: false,
};

export function createLoginState(config: Partial<LoginFlowConfig> = {}, email = ''): LoginFlowState {
  return {
    step: 'EMAIL_INPUT',
    view: null,
    email,
    check: null,
    tokenUser: null,
    codeSentAt: null,
    message: null,
    signedIn: false,
    config: { ...DEFAULT_LOGIN_FLOW_CONFIG, ...config },
  };
}

export const initialLoginState: LoginFlowState = createLoginState();

function afterEmailCheck(state: LoginFlowState, email: string, check: EmailCheck): LoginFlowState {
  const { config } = state;
  const step = stepAfterEmailCheck(check, { allowRegistration: config.allowRegistration });
  const base = { ...state, step, email, check, codeSentAt: null, message: null };
  if (step === 'REGISTERED_USER') {
    return { ...base, view: signInStartView({ methods: config.methods, forceOTP: check.forceOTP, otpQueryFalse: config.otpQueryFalse }) };
  }
  if (step === 'REGISTRATION') {
    const view = registrationStartView({
      methods: config.methods,
      tokenUser: state.tokenUser !== null,
      nameOptional: config.nameOptional,
      lastNameOptional: config.lastNameOptional,
    });
    return { ...base, view };
  }
  return { ...base, view: null, message: LOGIN_TEXTS.emailNotFound };
}

export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case 'CONFIGURED':
      return { ...state, config: { ...state.config, ...event.config } };
    case 'TOKEN_STARTED':
      return { ...state, step: 'TOKEN_VERIFICATION', view: null, message: null };
    case 'TOKEN_FAILED':
      return { ...state, step: 'TOKEN_ERROR', view: null, message: event.message, tokenUser: null };
    case 'TOKEN_USER':
      return { ...state, step: 'TOKEN_VERIFICATION', view: null, tokenUser: event.user, email: event.user.email, message: null };
    case 'EMAIL_CHECKED':
      return afterEmailCheck(state, event.email, event.check);
    case 'BACK':
      return { ...state, step: 'EMAIL_INPUT', view: null, check: null, codeSentAt: null, message: null };
    case 'METHOD_CHOSEN': {
      if (state.step !== 'REGISTERED_USER' || !state.config.methods.includes(event.method)) return state;
      if (event.method === 'password' && state.check?.forceOTP) return state;
      return { ...state, view: event.method === 'otp' ? 'code' : 'password', message: null };
    }
    case 'CODE_SENT':
      if (state.step !== 'REGISTERED_USER' && state.step !== 'REGISTRATION') return state;
      return { ...state, view: 'code', codeSentAt: event.sentAt, message: null };
    case 'REGISTERED':
      if (state.step !== 'REGISTRATION') return state;
      return event.withPassword ? { ...state, signedIn: true, message: null } : { ...state, view: 'code', codeSentAt: null, message: null };
    case 'FAILED':
      return { ...state, message: event.message };
    case 'SIGNED_IN':
      return { ...state, signedIn: true, message: null };
    default:
      return state;
  }
}
