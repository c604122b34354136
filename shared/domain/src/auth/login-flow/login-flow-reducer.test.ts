import { createLoginState, initialLoginState, type LoginFlowEvent, loginFlowReducer, type LoginFlowState } from './login-flow-reducer';

const run = (state: LoginFlowState, ...events: LoginFlowEvent[]) => events.reduce(loginFlowReducer, state);
const found = { found: true, forceOTP: false, isGuest: false };
const notFound = { found: false, forceOTP: false, isGuest: false };
const email = 'ana@demo.cl';

describe('loginFlowReducer (spec 000 §2 "Login screens", §4 "Login flows")', () => {
  it('starts on EMAIL_INPUT with the default methods', () => {
    expect(initialLoginState).toMatchObject({ step: 'EMAIL_INPUT', view: null, email: '', codeSentAt: null, message: null, signedIn: false });
    expect(initialLoginState.config).toEqual({ methods: ['otp', 'password'], allowRegistration: true, otpQueryFalse: false, nameOptional: false, lastNameOptional: false });
    expect(createLoginState({}, 'x@demo.cl').email).toBe('x@demo.cl');
  });

  describe('EMAIL_CHECKED', () => {
    it('found → REGISTERED_USER on the method selection', () => {
      expect(run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: found })).toMatchObject({ step: 'REGISTERED_USER', view: 'choose', email, check: found });
    });
    it('found with forceOTP → the code form, with no code sent yet', () => {
      expect(run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: { ...found, forceOTP: true } })).toMatchObject({ view: 'code', codeSentAt: null });
    });
    it('found, only password → password; otp=false → password', () => {
      expect(run(createLoginState({ methods: ['password'] }), { type: 'EMAIL_CHECKED', email, check: found }).view).toBe('password');
      expect(run(createLoginState({ otpQueryFalse: true }), { type: 'EMAIL_CHECKED', email, check: found }).view).toBe('password');
    });
    it('not found, registration allowed → REGISTRATION on signup', () => {
      expect(run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: notFound })).toMatchObject({ step: 'REGISTRATION', view: 'signup', message: null });
    });
    it('not found, only otp and both names optional → REGISTRATION on the code form', () => {
      const state = createLoginState({ methods: ['otp'], nameOptional: true, lastNameOptional: true });
      expect(run(state, { type: 'EMAIL_CHECKED', email, check: notFound })).toMatchObject({ step: 'REGISTRATION', view: 'code' });
    });
    it('"When registration is not allowed … REGISTRATION_DISABLED, with the message "Correo no encontrado""', () => {
      const state = createLoginState({ allowRegistration: false });
      expect(run(state, { type: 'EMAIL_CHECKED', email, check: notFound })).toMatchObject({ step: 'REGISTRATION_DISABLED', view: null, message: 'Correo no encontrado' });
    });
  });

  it('"Back resets to EMAIL_INPUT" from any step, keeping the typed e-mail', () => {
    const signIn = run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: found }, { type: 'CODE_SENT', sentAt: 1 }, { type: 'FAILED', message: 'x' });
    expect(run(signIn, { type: 'BACK' })).toMatchObject({ step: 'EMAIL_INPUT', view: null, check: null, codeSentAt: null, message: null, email });
    const disabled = run(createLoginState({ allowRegistration: false }), { type: 'EMAIL_CHECKED', email, check: notFound });
    expect(run(disabled, { type: 'BACK' })).toMatchObject({ step: 'EMAIL_INPUT', message: null });
  });

  describe('REGISTERED_USER', () => {
    const choosing = run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: found });
    it('METHOD_CHOSEN switches between the code and password forms', () => {
      expect(run(choosing, { type: 'METHOD_CHOSEN', method: 'otp' }).view).toBe('code');
      expect(run(choosing, { type: 'METHOD_CHOSEN', method: 'password' }).view).toBe('password');
      expect(run(choosing, { type: 'METHOD_CHOSEN', method: 'password' }, { type: 'METHOD_CHOSEN', method: 'otp' }).view).toBe('code');
    });
    it('ignores a method the store does not allow, and password when the code is forced', () => {
      const otpOnly = run(createLoginState({ methods: ['otp'] }), { type: 'EMAIL_CHECKED', email, check: found });
      expect(run(otpOnly, { type: 'METHOD_CHOSEN', method: 'password' })).toBe(otpOnly);
      const forced = run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: { ...found, forceOTP: true } });
      expect(run(forced, { type: 'METHOD_CHOSEN', method: 'password' })).toBe(forced);
      expect(run(initialLoginState, { type: 'METHOD_CHOSEN', method: 'otp' })).toBe(initialLoginState);
    });
    it('"The code form can be re-entered with resend": CODE_SENT keeps the latest send time', () => {
      const sent = run(choosing, { type: 'CODE_SENT', sentAt: 1000 });
      expect(sent).toMatchObject({ view: 'code', codeSentAt: 1000 });
      expect(run(sent, { type: 'FAILED', message: 'El código ingresado ya expiró.' }, { type: 'CODE_SENT', sentAt: 90_000 })).toMatchObject({ codeSentAt: 90_000, message: null });
    });
    it('CODE_SENT on the e-mail step is ignored', () => {
      expect(run(initialLoginState, { type: 'CODE_SENT', sentAt: 1 })).toBe(initialLoginState);
    });
  });

  describe('REGISTRATION', () => {
    const signup = run(initialLoginState, { type: 'EMAIL_CHECKED', email, check: notFound });
    it('"Signup with a password registers directly"', () => {
      expect(run(signup, { type: 'REGISTERED', withPassword: true })).toMatchObject({ signedIn: true, step: 'REGISTRATION' });
    });
    it('"otherwise it goes to the code form"', () => {
      expect(run(signup, { type: 'REGISTERED', withPassword: false })).toMatchObject({ view: 'code', codeSentAt: null, signedIn: false });
    });
  });

  describe('token flow steps', () => {
    it('TOKEN_STARTED → TOKEN_VERIFICATION; TOKEN_FAILED → TOKEN_ERROR with the message', () => {
      const verifying = run(initialLoginState, { type: 'TOKEN_STARTED' });
      expect(verifying.step).toBe('TOKEN_VERIFICATION');
      expect(run(verifying, { type: 'TOKEN_FAILED', message: 'El token de acceso expiró o no es válido.' })).toMatchObject({
        step: 'TOKEN_ERROR',
        message: 'El token de acceso expiró o no es válido.',
      });
    });
    it('an access-token user "proceeds with the email": only otp → registration opens on the code form', () => {
      const state = run(
        createLoginState({ methods: ['otp'] }),
        { type: 'TOKEN_STARTED' },
        { type: 'TOKEN_USER', user: { email: 'new@demo.cl', token: 'tok' } },
      );
      expect(state).toMatchObject({ step: 'TOKEN_VERIFICATION', email: 'new@demo.cl', tokenUser: { token: 'tok' } });
      expect(run(state, { type: 'EMAIL_CHECKED', email: 'new@demo.cl', check: notFound })).toMatchObject({ step: 'REGISTRATION', view: 'code' });
    });
  });

  it('CONFIGURED merges config; FAILED sets the message; SIGNED_IN', () => {
    const state = run(initialLoginState, { type: 'CONFIGURED', config: { allowRegistration: false } }, { type: 'FAILED', message: 'm' });
    expect(state.config).toMatchObject({ allowRegistration: false, methods: ['otp', 'password'] });
    expect(state.message).toBe('m');
    expect(run(state, { type: 'SIGNED_IN' })).toMatchObject({ signedIn: true, message: null });
  });
});
