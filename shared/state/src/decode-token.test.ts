import { decodeToken, tokenExpiry } from './decode-token';

function jwt(payload: object): string {
  const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.signature`;
}

describe('decodeToken (spec 000 §3 "User (decoded from the access token)")', () => {
  it('reads the sandbox access-token claims, including accented names', () => {
    const token = jwt({
      sub: 'u-ana', userId: 'u-ana', email: 'ana@demo.cl', name: 'Ana', lastName: 'Núñez', phone: '912345678',
      phonePrefix: '+56', rut: '12345678-5', isGuest: false, type: 'access', sid: 's1', exp: 1_900_000_000,
    });
    expect(decodeToken(token)).toEqual({
      userId: 'u-ana', email: 'ana@demo.cl', name: 'Ana', lastName: 'Núñez', phone: '912345678', phonePrefix: '+56', rut: '12345678-5', isGuest: false,
    });
    expect(tokenExpiry(token)?.getTime()).toBe(1_900_000_000_000);
  });

  it('guest tokens: isGuest true, missing fields as empty strings, sub as the id', () => {
    expect(decodeToken(jwt({ sub: 'g-1', isGuest: true }))).toEqual({
      userId: 'g-1', email: '', name: '', lastName: '', phone: '', phonePrefix: '', rut: '', isGuest: true,
    });
  });

  it.each([null, '', 'garbage', 'a.b', 'a.!!!.c', `x.${Buffer.from('[1]').toString('base64')}.y`, jwt({ email: 'no-id@demo.cl' })])(
    'garbage %j → null',
    (value) => expect(decodeToken(value)).toBeNull(),
  );
});
