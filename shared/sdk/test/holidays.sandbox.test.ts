// The holidays adapter (@storefront/sdk/holidays) against the sandbox's stand-in of the public
// holidays service (001 §7, Nager.Date's API), as `npm start` configures it.
import { createHolidaysService } from '../src/third-parties/holidays-service';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const service = () =>
  createHolidaysService({ baseUrl: `${sandbox.current().url}/sandbox/holidays` });

describe('createHolidaysService against the sandbox stand-in', () => {
  it('gives Chile’s 2026 days: the package’s plus Sábado Santo, sorted', async () => {
    const days = await service().holidays(2026);
    expect(days).toEqual(
      expect.arrayContaining(['2026-01-01', '2026-04-04', '2026-09-18', '2026-09-19']),
    );
    expect(days).toEqual([...days].sort());
  });

  it('rejects a year the service refuses (the product form then refuses no day, and logs it)', async () => {
    await expect(service().holidays(1800)).rejects.toThrow(/answered 400/);
  });
});
