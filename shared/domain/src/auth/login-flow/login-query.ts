// Spec 000 §2 "Login query parameters": bypass, token, guest=true, otp=false (pre-selects the
// password method) and an email value; plus the guard's redirect and action=subscribe.

export interface LoginQuery {
  bypass: string | null;
  token: string | null;
  guest: boolean;
  /** otp=false: pre-select the password method. */
  otpQueryFalse: boolean;
  email: string | null;
  redirect: string | null;
  action: string | null;
}

export function parseLoginQuery(search: string | URLSearchParams): LoginQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = (name: string) => {
    const v = params.get(name);
    return v && v.trim() ? v.trim() : null;
  };
  return {
    bypass: value('bypass'),
    token: value('token'),
    guest: params.get('guest') === 'true',
    otpQueryFalse: params.get('otp') === 'false',
    email: value('email'),
    redirect: value('redirect'),
    action: value('action'),
  };
}
