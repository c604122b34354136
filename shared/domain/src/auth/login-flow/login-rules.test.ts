import { loginMethods, registrationAllowed, registrationStartView, signInStartView, signupNext, stepAfterEmailCheck } from './login-rules';

describe('login rules (spec 000 §4 "Login flows")', () => {
  describe('loginMethods: §9 "Login methods default: otp and password; default method otp"', () => {
    it('defaults', () => {
      expect(loginMethods()).toEqual({ methods: ['otp', 'password'], defaultMethod: 'otp' });
      expect(loginMethods({})).toEqual({ methods: ['otp', 'password'], defaultMethod: 'otp' });
      expect(loginMethods({ loginMethods: [] })).toEqual({ methods: ['otp', 'password'], defaultMethod: 'otp' });
    });
    it('the policy’s methods and default, unknown methods dropped', () => {
      expect(loginMethods({ loginMethods: ['password'] })).toEqual({ methods: ['password'], defaultMethod: 'password' });
      expect(loginMethods({ loginMethods: ['otp', 'password'], defaultLoginMethod: 'password' })).toEqual({ methods: ['otp', 'password'], defaultMethod: 'password' });
      expect(loginMethods({ loginMethods: ['otp'], defaultLoginMethod: 'password' })).toEqual({ methods: ['otp'], defaultMethod: 'otp' });
      expect(loginMethods({ loginMethods: ['google', 'otp', 'otp'] })).toEqual({ methods: ['otp'], defaultMethod: 'otp' });
    });
  });

  it('§6 "registration from the storefront can be disabled": only allowRegistrationFromMarket false', () => {
    expect(registrationAllowed()).toBe(true);
    expect(registrationAllowed({ allowRegistrationFromMarket: true })).toBe(true);
    expect(registrationAllowed({ allowRegistrationFromMarket: null })).toBe(true);
    expect(registrationAllowed({ allowRegistrationFromMarket: false })).toBe(false);
  });

  it('"Submitting an email leads to REGISTERED_USER or REGISTRATION"; not allowed → REGISTRATION_DISABLED', () => {
    expect(stepAfterEmailCheck({ found: true }, { allowRegistration: false })).toBe('REGISTERED_USER');
    expect(stepAfterEmailCheck({ found: false }, { allowRegistration: true })).toBe('REGISTRATION');
    expect(stepAfterEmailCheck({ found: false }, { allowRegistration: false })).toBe('REGISTRATION_DISABLED');
  });

  describe('signInStartView', () => {
    const both = ['otp', 'password'] as const;
    it('"starts on the code form if only otp is allowed or one-time code is forced"', () => {
      expect(signInStartView({ methods: ['otp'] })).toBe('code');
      expect(signInStartView({ methods: both, forceOTP: true })).toBe('code');
      expect(signInStartView({ methods: ['password'], forceOTP: true })).toBe('code');
      expect(signInStartView({ methods: ['otp'], otpQueryFalse: true })).toBe('code');
    });
    it('"on the password form if only password is allowed"', () => {
      expect(signInStartView({ methods: ['password'] })).toBe('password');
    });
    it('"otherwise on a method selection"; otp=false pre-selects the password method', () => {
      expect(signInStartView({ methods: both })).toBe('choose');
      expect(signInStartView({ methods: both, otpQueryFalse: true })).toBe('password');
      expect(signInStartView({ methods: both, forceOTP: true, otpQueryFalse: true })).toBe('code');
    });
  });

  describe('registrationStartView', () => {
    it('"on the code form if a token user exists and only otp is allowed"', () => {
      expect(registrationStartView({ methods: ['otp'], tokenUser: true })).toBe('code');
      expect(registrationStartView({ methods: ['otp', 'password'], tokenUser: true })).toBe('signup');
    });
    it('"or when both name and last name are optional and only otp is allowed"', () => {
      expect(registrationStartView({ methods: ['otp'], nameOptional: true, lastNameOptional: true })).toBe('code');
      expect(registrationStartView({ methods: ['otp'], nameOptional: true })).toBe('signup');
      expect(registrationStartView({ methods: ['password'], nameOptional: true, lastNameOptional: true })).toBe('signup');
    });
    it('"otherwise on the signup form"', () => {
      expect(registrationStartView({ methods: ['otp'] })).toBe('signup');
    });
  });

  it('"Signup with a password registers directly; otherwise it goes to the code form"', () => {
    expect(signupNext('12345678')).toBe('signed-in');
    expect(signupNext('')).toBe('code');
    expect(signupNext(undefined)).toBe('code');
  });
});
