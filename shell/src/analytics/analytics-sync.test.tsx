// Spec 000 §2: "An analytics service receives identify, track and page events (for example
// 'Ecommerce_Button_Clicked' on product select and category click, and 'User Added Address')".
import { waitFor } from '@testing-library/react';
import { bus } from '@storefront/bus';
import { getGuestId, tenantAtom } from '@storefront/state';
import { ANA } from '../test/fixtures';
import { makeFakeApi, renderShell } from '../test/render-shell';
import { deliverBusAnalytics, toAnalyticsEvent } from './analytics-delivery';

const ana = { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' };

test("a bus 'Ecommerce_Button_Clicked' reaches api.analytics.send with store, user and guest id", async () => {
  const api = makeFakeApi();
  const { store } = renderShell({
    path: '/tienda-demo/catalog',
    session: { user: ana, isGuest: false },
    api,
  });
  await waitFor(() => expect(api.analytics.send).toHaveBeenCalled());
  api.analytics.send.mockClear();
  bus.emit('analytics', {
    kind: 'track',
    event: 'Ecommerce_Button_Clicked',
    props: { button: 'category', category: 'Hogar' },
  });
  expect(api.analytics.send).toHaveBeenCalledWith({
    type: 'track',
    event: 'Ecommerce_Button_Clicked',
    storeId: store.get(tenantAtom)!.store._id,
    userId: ana.userId,
    anonymousId: getGuestId(),
    properties: { button: 'category', category: 'Hogar' },
  });
});

test('a signed-in shopper is identified once; a guest is not', async () => {
  const api = makeFakeApi();
  renderShell({ path: '/tienda-demo/catalog', session: { user: ana, isGuest: false }, api });
  await waitFor(() =>
    expect(api.analytics.send).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'identify', userId: ana.userId }),
    ),
  );
  expect(api.analytics.send.mock.calls.filter(([e]) => e.type === 'identify')).toHaveLength(1);

  const guestApi = makeFakeApi();
  renderShell({
    path: '/tienda-demo/catalog',
    session: { user: { ...ana, userId: 'g-9', isGuest: true }, isGuest: true },
    api: guestApi,
  });
  await waitFor(() => expect(guestApi.analytics.send).toHaveBeenCalled()); // the page view
  expect(guestApi.analytics.send.mock.calls.some(([e]) => e.type === 'identify')).toBe(false);
});

test('a failing or throwing collector never reaches the emitter', async () => {
  const rejecting = jest.fn().mockRejectedValue(new Error('offline'));
  const offA = deliverBusAnalytics(rejecting, () => ({ storeId: 'st-1' }));
  const throwing = jest.fn(() => {
    throw new Error('boom');
  });
  const offB = deliverBusAnalytics(throwing, () => ({ storeId: 'st-1' }));
  expect(() => bus.emit('analytics', { kind: 'page', event: 'cart' })).not.toThrow();
  await Promise.resolve();
  expect(rejecting).toHaveBeenCalledWith({ type: 'page', event: 'cart', storeId: 'st-1' });
  expect(throwing).toHaveBeenCalled();
  offA();
  offB();
  bus.emit('analytics', { kind: 'page', event: 'cart' });
  expect(rejecting).toHaveBeenCalledTimes(1);
});

test('toAnalyticsEvent leaves out what it does not know', () => {
  expect(toAnalyticsEvent({ kind: 'page' }, { storeId: 'st-1' })).toEqual({
    type: 'page',
    storeId: 'st-1',
  });
});

test('with a ready gate, events are stamped when emitted and sent once the gate opens, none lost', () => {
  const send = jest.fn().mockResolvedValue({});
  let open: () => void = () => undefined;
  let userId = 'u-1';
  const off = deliverBusAnalytics(
    send,
    () => ({ storeId: 'st-1', userId }),
    (start) => {
      open = start;
      return () => undefined;
    },
  );
  bus.emit('analytics', { kind: 'page', event: 'landing' });
  userId = 'u-2';
  expect(send).not.toHaveBeenCalled();
  open();
  expect(send).toHaveBeenCalledWith({
    type: 'page',
    event: 'landing',
    storeId: 'st-1',
    userId: 'u-1',
  });
  bus.emit('analytics', { kind: 'page', event: 'cart' });
  expect(send).toHaveBeenLastCalledWith({
    type: 'page',
    event: 'cart',
    storeId: 'st-1',
    userId: 'u-2',
  });
  off();
});
