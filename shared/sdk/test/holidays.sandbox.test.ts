import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const api = () => createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens: createMemoryTokenStore() });

describe('api.catalog.holidays against the real sandbox', () => {
  it("gives tienda-demo's 2026 days: the package's plus Sábado Santo", async () => {
    const days = await api().catalog.holidays({ year: 2026, storeId: 'st-tienda-demo' });
    expect(days).toEqual(expect.arrayContaining(['2026-01-01', '2026-04-04', '2026-09-18', '2026-09-19']));
    expect(days).toEqual([...days].sort());
  });

  it('rejects with an ApiError on a bad year (400) and an unknown store (404)', async () => {
    await expect(api().catalog.holidays({ year: 1800, storeId: 'st-tienda-demo' })).rejects.toBeInstanceOf(ApiError);
    await expect(api().catalog.holidays({ year: 1800, storeId: 'st-tienda-demo' })).rejects.toMatchObject({ status: 400 });
    await expect(api().catalog.holidays({ year: 2026, storeId: 'st-nope' })).rejects.toMatchObject({ status: 404 });
  });
});
