import { TOKEN_ERROR_MESSAGES } from './token-error-messages';
import { checkDecodedType, tokenFlowPlan, tokenInvalidMessage, tokenRequirements } from './token-flow';

const allowBoth = { bypass: 'allowed', token: 'allowed' };

describe('token flow (spec 000 §4 "Token flow", §8 "Token errors")', () => {
  it('messages (issue 4 contract wording for the §8 cases)', () => {
    expect(TOKEN_ERROR_MESSAGES).toEqual({
      bypassInvalid: 'El token de acceso directo expiró o no es válido.',
      bypassWrongType: 'El token de acceso directo no es de tipo bypass.',
      accessInvalid: 'El token de acceso expiró o no es válido.',
      accessWrongType: 'El token de acceso no es del tipo correcto.',
      bypassMissing: 'Falta el token de acceso directo en la url.',
      accessMissing: 'Falta el token de acceso en la url.',
      bypassDisallowed: 'Esta tienda no permite el ingreso con token de acceso directo.',
      accessDisallowed: 'Esta tienda no permite el ingreso con token de acceso.',
    });
  });

  it('defaults: bypass disallowed, token allowed; unknown values fall back', () => {
    expect(tokenRequirements()).toEqual({ bypass: 'disallowed', token: 'allowed' });
    expect(tokenRequirements({ bypass: 'required', token: 'weird' })).toEqual({ bypass: 'required', token: 'allowed' });
  });

  describe('tokenFlowPlan', () => {
    it('no token in the URL and nothing required → none', () => {
      expect(tokenFlowPlan({})).toEqual({ kind: 'none' });
      expect(tokenFlowPlan({ bypass: '', token: '  ', policy: allowBoth })).toEqual({ kind: 'none' });
    });
    it('bypass allowed or required → verify it; it wins over a token', () => {
      expect(tokenFlowPlan({ bypass: 'b1', policy: allowBoth })).toEqual({ kind: 'bypass', value: 'b1' });
      expect(tokenFlowPlan({ bypass: 'b1', token: 't1', policy: { bypass: 'required' } })).toEqual({ kind: 'bypass', value: 'b1' });
    });
    it('bypass disallowed (also by default) → error', () => {
      expect(tokenFlowPlan({ bypass: 'b1' })).toEqual({ kind: 'error', message: 'Esta tienda no permite el ingreso con token de acceso directo.' });
    });
    it('"required bypass … token missing from the URL"', () => {
      expect(tokenFlowPlan({ policy: { bypass: 'required' } })).toEqual({ kind: 'error', message: 'Falta el token de acceso directo en la url.' });
      expect(tokenFlowPlan({ token: 't1', policy: { bypass: 'required' } })).toEqual({ kind: 'error', message: 'Falta el token de acceso directo en la url.' });
    });
    it('token allowed (default) or required → verify it', () => {
      expect(tokenFlowPlan({ token: 't1' })).toEqual({ kind: 'token', value: 't1' });
      expect(tokenFlowPlan({ token: 't1', policy: { token: 'required' } })).toEqual({ kind: 'token', value: 't1' });
    });
    it('token disallowed → error; "required … access token missing from the URL"', () => {
      expect(tokenFlowPlan({ token: 't1', policy: { token: 'disallowed' } })).toEqual({ kind: 'error', message: 'Esta tienda no permite el ingreso con token de acceso.' });
      expect(tokenFlowPlan({ policy: { token: 'required' } })).toEqual({ kind: 'error', message: 'Falta el token de acceso en la url.' });
    });
  });

  describe('checkDecodedType: "Bypass tokens must be of type bypass; access tokens must be of type token or have no type"', () => {
    it('bypass', () => {
      expect(checkDecodedType('bypass', 'bypass')).toBeNull();
      expect(checkDecodedType('bypass', 'token')).toBe('El token de acceso directo no es de tipo bypass.');
      expect(checkDecodedType('bypass', null)).toBe('El token de acceso directo no es de tipo bypass.');
    });
    it('token', () => {
      expect(checkDecodedType('token', 'token')).toBeNull();
      expect(checkDecodedType('token', null)).toBeNull();
      expect(checkDecodedType('token', undefined)).toBeNull();
      expect(checkDecodedType('token', 'bypass')).toBe('El token de acceso no es del tipo correcto.');
      expect(checkDecodedType('token', 'recover')).toBe('El token de acceso no es del tipo correcto.');
    });
  });

  it('"expired or invalid" per kind', () => {
    expect(tokenInvalidMessage('bypass')).toBe('El token de acceso directo expiró o no es válido.');
    expect(tokenInvalidMessage('token')).toBe('El token de acceso expiró o no es válido.');
  });
});
