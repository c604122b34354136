// Test kit of the login and recover pages: a fake API with every auth call they make, tenants
// with a given loginPolicy, and shopper-like steps (by label and role).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, Tenant } from '@storefront/state';
import { fakeJwt, makeTenant } from '../../test/fixtures';
import { makeFakeApi, type FakeApi } from '../../test/render-shell';

// A complete profile, so the session gate has nothing to ask for on user-info.
const ANA_CLAIMS = {
  userId: 'u-ana',
  email: 'ana@demo.cl',
  name: 'Ana',
  lastName: 'Perez',
  rut: '11111111-1',
};
export const anaSession = (): Session => ({
  user: { ...ANA_CLAIMS, phone: '', phonePrefix: '', isGuest: false },
  isGuest: false,
});
export const anaTokens = () => ({ access: fakeJwt(ANA_CLAIMS), refresh: 'r' });
const guestTokens = () => ({
  access: fakeJwt({ userId: 'g-1', email: '', isGuest: true }),
  refresh: 'r',
});

export function loginApi(
  auth: Record<string, jest.Mock> = {},
  carts: Record<string, jest.Mock> = {},
): FakeApi {
  const base = makeFakeApi();
  return {
    ...base,
    auth: {
      ...base.auth,
      checkEmail: jest.fn().mockResolvedValue({ found: true, forceOTP: false, isGuest: false }),
      generateCode: jest.fn().mockResolvedValue({ sentAt: '', expiresAt: '', resendAt: '' }),
      verifyCode: jest.fn().mockResolvedValue(anaTokens()),
      login: jest.fn().mockResolvedValue(anaTokens()),
      guestLogin: jest.fn().mockResolvedValue(guestTokens()),
      register: jest.fn().mockResolvedValue(anaTokens()),
      recoverPassword: jest.fn().mockResolvedValue({ sent: true }),
      validateRecoverToken: jest.fn().mockResolvedValue({ email: 'ana@demo.cl' }),
      changePassword: jest.fn().mockResolvedValue(anaTokens()),
      decodeUser: jest.fn(),
      bypass: jest.fn(),
      ...auth,
    },
    carts: { ...base.carts, mergeCarts: jest.fn().mockResolvedValue({ products: [] }), ...carts },
    // The session gate looks up the store's payer after a sign-in: an active one, no dialog.
    payers: {
      ...base.payers,
      list: jest
        .fn()
        .mockResolvedValue({
          docs: [{ _id: 'p-1', userId: 'u-ana', active: true }],
          page: 1,
          pages: 1,
          totalDocs: 1,
        }),
    },
  } as FakeApi;
}

export function tenantWith(
  loginPolicy: Record<string, unknown>,
  store: Record<string, unknown> = {},
): Tenant {
  const tenant = makeTenant({ store });
  const merged = {
    ...tenant.policy.loginPolicy,
    ...loginPolicy,
  } as Tenant['policy']['loginPolicy'];
  return { ...tenant, policy: { ...tenant.policy, loginPolicy: merged } };
}

export async function submitEmail(email: string) {
  const field = await screen.findByLabelText('Correo electrónico');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

export const here = () => window.location.pathname + window.location.search;
