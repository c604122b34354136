// What the checkout/process-*.test.ts share (carts/process, spec 001 §4 Checkout, §7 "Process
// cart"): the file's sandbox, whose stock and products each test puts back, fresh e-mails and
// idempotency keys, dates, and counts of what a shopper's checkout created.
import { sharedSandbox, TD } from '../helpers';
import type { Shopper } from './checkout-scene';

const DAY = 24 * 3600 * 1000;
export const utcDay = (offsetDays = 0) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offsetDays * DAY,
  );
};
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

let seq = 0;
export const email = (name: string) => `${name}-${Date.now()}-${(seq += 1)}@checkout.test`;
export const key = () => `key-${Date.now()}-${(seq += 1)}`;

/** This file's sandbox; after each test td-p-0007's stock is 3 again and td-p-0002 on sale. */
export function processSuite() {
  const sandbox = sharedSandbox();
  jest.setTimeout(60_000);

  const stockOf = async (id: string) =>
    (
      await sandbox.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;
  const countFor = async (table: 'subscriptions' | 'deliveries' | 'transactions', userId: string) =>
    Number(
      (
        await sandbox.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const nothingCreated = async (shopper: Shopper) => {
    expect(await countFor('subscriptions', shopper.userId)).toBe(0);
    expect(await countFor('deliveries', shopper.userId)).toBe(0);
    expect(await countFor('transactions', shopper.userId)).toBe(0);
  };
  const cartLines = async (shopper: Shopper) =>
    (
      await sandbox.v1.get(
        `/carts/getOrCreate?storeId=${TD}&guestId=${shopper.guestId}&userId=${shopper.userId}`,
        shopper.token,
      )
    ).body.data.products;

  afterEach(async () => {
    await sandbox.api.post('/sandbox/products/td-p-0007/stock', { stock: 3 });
    await sandbox.api.post('/sandbox/products/td-p-0002/state', { active: true });
    await sandbox.api.post('/sandbox/products/td-p-0002/stock', { stock: null });
  });

  return { sandbox, stockOf, countFor, nothingCreated, cartLines };
}
