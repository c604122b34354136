// Issue 10's hostile-input review, the input guard: numbers, NUL bytes, lone surrogates, extra keys,
// deep nesting, oversized values, pages and paths are refused in the envelope, never with a 500.
// The Infinity year first: it once froze the whole server.
import { loginAna, TD } from '../helpers';
import { securitySuite } from './security-scene';

const { sandbox, rawPost } = securitySuite();

describe('input guard', () => {
  it('refuses year=Infinity (and 1e400, 0x7E8) with 400, and the server keeps answering', async () => {
    for (const year of ['Infinity', '1e400', '0x7E8', '-Infinity', '2026.5']) {
      const reply = await sandbox.v1.get(`/holidays?storeId=${TD}&year=${year}`);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(400);
      expect(Object.keys(reply.body.errors).join()).toMatch(/year/);
    }
    expect((await sandbox.v1.get(`/holidays?storeId=${TD}&year=2026`)).body.data).toContain(
      '2026-09-18',
    );
    expect((await sandbox.v1.get(`/holidays?storeId=${TD}&year=1899`)).status).toBe(400);
  });

  it('refuses a NUL byte anywhere with 400, never 500', async () => {
    const login = await sandbox.v1.post('/auth/login', {
      email: 'a\u0000@b.cl',
      password: 'x',
      storeId: TD,
    });
    expect(login.body).toEqual({
      code: 400,
      message: 'Invalid input',
      errors: { 'body.email': 'must not contain a NUL character' },
    });
    expect((await sandbox.v1.get(`/catalog/products?storeId=${TD}&categories=%00`)).status).toBe(
      400,
    );
    const ana = await loginAna(sandbox.v1);
    expect((await sandbox.v1.get('/cards/u-ana%00', ana.access)).status).toBe(400);
  });

  it('refuses a lone surrogate, extra keys, deep nesting and oversized values, and stores nothing', async () => {
    const ana = await loginAna(sandbox.v1);
    const before = (await sandbox.v1.get('/users/u-ana', ana.access)).body.data.addresses.length;
    const attempts = [{ street: 'x\ud800y' }, { street: 'Calle', extra: 'a'.repeat(200) }];
    for (const body of attempts)
      expect((await sandbox.v1.post('/users/u-ana/addAddress', body, ana.access)).status).toBe(400);
    const deepJunk = await fetch(`${sandbox.url}/v1/users/u-ana/addAddress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.access}` },
      body: `{"street":"Calle","junk":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
    });
    expect(deepJunk.status).toBe(400);
    const huge = await sandbox.v1.post(
      '/users/u-ana/addAddress',
      { street: 'Calle', extra: 'a'.repeat(500_000) },
      ana.access,
    );
    expect(huge.status).toBe(413);
    expect((await sandbox.v1.get('/users/u-ana', ana.access)).body.data.addresses).toHaveLength(
      before,
    );

    const deep = await rawPost(
      '/carts/addProduct',
      `{"storeId":"${TD}","guestId":"g-guard","product":{"productId":"td-p-0005","quantity":1,"billingType":"monthly","labels":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    );
    expect(deep.status).toBe(400);
    const line = (product: Record<string, unknown>) =>
      sandbox.v1.post('/carts/addProduct', {
        storeId: TD,
        guestId: 'g-guard',
        product: { productId: 'td-p-0005', quantity: 1, billingType: 'monthly', ...product },
      });
    expect((await line({ labels: [{ label: 'a'.repeat(300_000) }] })).status).toBe(413);
    expect((await line({ labels: [{ label: 'a'.repeat(20_000) }] })).status).toBe(400);
    expect((await line({ price: 1e308 })).status).toBe(400);
  });

  it('refuses a huge or infinite page or limit', async () => {
    for (const query of [
      'page=99999999999999999999',
      'limit=Infinity',
      'page=1e3',
      'page=2000000',
    ]) {
      expect((await sandbox.v1.get(`/stores?${query}`)).status).toBe(400);
    }
    expect((await sandbox.v1.get('/stores?page=1&limit=2')).status).toBe(200);
  });

  it('answers an undecodable or overlong path in the envelope', async () => {
    expect((await sandbox.v1.get('/cards/%ED%A0%80')).body).toEqual({
      code: 400,
      message: 'Invalid path',
    });
    expect((await sandbox.v1.get(`/cards/${'a'.repeat(300)}`)).body).toEqual({
      code: 414,
      message: 'Invalid path',
    });
  });
});
