// Spec 000 §4 Session: guests skip cart loading (the badge shows 0); logout empties the badge.
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@storefront/bus';
import { cartCountAtom, sessionAtom } from '@storefront/state';
import { ANA } from '../test/fixtures';
import { makeFakeApi, renderShell } from '../test/render-shell';

const guest = {
  userId: 'g-1',
  email: '',
  name: 'Invitada',
  lastName: 'Rojas',
  phone: '',
  phonePrefix: '',
  rut: '12345678-5',
  isGuest: true,
};
const cart = () => screen.getByRole('link', { name: /carrito/i });

test('a guest session loads no cart and shows 0, even when a remote reports a total', async () => {
  const api = makeFakeApi({ count: jest.fn().mockResolvedValue(4) });
  const { store } = renderShell({
    path: '/tienda-demo/userpanel/cards',
    session: { user: guest, isGuest: true },
    api,
  });
  await waitFor(() => expect(within(cart()).getByText('0')).toBeInTheDocument());
  bus.emit('cart:changed', { totalLength: 3 });
  expect(store.get(cartCountAtom)).toBe(0);
  expect(api.carts.count).not.toHaveBeenCalled();
});

test('a registered session counts its cart', async () => {
  const api = makeFakeApi({ count: jest.fn().mockResolvedValue(4) });
  renderShell({
    path: '/tienda-demo/userpanel/cards',
    session: {
      user: { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' },
      isGuest: false,
    },
    api,
  });
  await waitFor(() => expect(within(cart()).getByText('4')).toBeInTheDocument());
});

test('a visitor’s count that lands after the session was applied does not overwrite its count', async () => {
  // At boot a hydrating page counts as a visitor, then applies the stored session: the visitor's
  // count (0) answering last once left the badge at 0 (session-logout.spec in CI).
  let answerVisitor: (count: number) => void = () => undefined;
  const count = jest.fn(({ userId }: { userId?: string }) =>
    userId ? Promise.resolve(1) : new Promise<number>((resolve) => (answerVisitor = resolve)),
  );
  const { store } = renderShell({
    path: '/tienda-demo/userpanel/cards',
    session: null,
    api: makeFakeApi({ count }),
  });
  await waitFor(() => expect(count).toHaveBeenCalledTimes(1));
  act(() =>
    store.set(sessionAtom, {
      user: { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' },
      isGuest: false,
    }),
  );
  await waitFor(() => expect(within(cart()).getByText('1')).toBeInTheDocument());
  await act(async () => answerVisitor(0));
  expect(store.get(cartCountAtom)).toBe(1);
});
