// A data folder survives a restart, and its lock file refuses a second opener.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../src/index';
import { client, TD } from './helpers';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-persist-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('keeps rows written before a restart, and refuses a second opener while running', async () => {
  const first = await startSandbox({ dataDir });
  let cartLineId: string;
  try {
    const v1 = client(`${first.url}/v1`);
    const added = await v1.post('/carts/addProduct', {
      storeId: TD,
      guestId: 'persisted-guest',
      product: { productId: 'td-p-0002', quantity: 2, billingType: 'monthly' },
    });
    expect(added.status).toBe(200);
    cartLineId = added.body.data.cart.products[0]._id;
    expect(fs.readFileSync(path.join(dataDir, 'sandbox.lock'), 'utf8').trim()).toBe(String(process.pid));

    await expect(startSandbox({ dataDir })).rejects.toThrow(/already in use by process \d+/);
  } finally {
    await first.close();
  }
  expect(fs.existsSync(path.join(dataDir, 'sandbox.lock'))).toBe(false);

  const second = await startSandbox({ dataDir });
  try {
    const v1 = client(`${second.url}/v1`);
    const cart = (await v1.get(`/carts/getOrCreate?storeId=${TD}&guestId=persisted-guest`)).body.data;
    expect(cart.products.map((line: { _id: string; quantity: number }) => [line._id, line.quantity])).toEqual([
      [cartLineId, 2],
    ]);
  } finally {
    await second.close();
  }
}, 90_000);

it('takes over a lock left by a process that no longer runs', async () => {
  // A pid that cannot be running: above the kernel's pid limit.
  fs.writeFileSync(path.join(dataDir, 'sandbox.lock'), '4194305\n');
  const sandbox = await startSandbox({ dataDir });
  try {
    expect((await fetch(`${sandbox.url}/sandbox/health`)).status).toBe(200);
  } finally {
    await sandbox.close();
  }
}, 60_000);
