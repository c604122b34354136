import { parseLoginQuery } from './login-query';

describe('spec 000 §2 "Login query parameters: bypass, token, guest=true, otp=false (pre-selects the password method) and an email value"', () => {
  it('reads each one', () => {
    expect(parseLoginQuery('?bypass=b1&token=t1&guest=true&otp=false&email=ana%40demo.cl&redirect=%2Fcheckout&action=subscribe')).toEqual({
      bypass: 'b1',
      token: 't1',
      guest: true,
      otpQueryFalse: true,
      email: 'ana@demo.cl',
      redirect: '/checkout',
      action: 'subscribe',
    });
  });
  it('absent or other values', () => {
    expect(parseLoginQuery('')).toEqual({ bypass: null, token: null, guest: false, otpQueryFalse: false, email: null, redirect: null, action: null });
    const q = parseLoginQuery(new URLSearchParams('guest=1&otp=true&token='));
    expect([q.guest, q.otpQueryFalse, q.token]).toEqual([false, false, null]);
  });
});
