// The provider window's hand-over (provider-return.ts): only a rail return in a window that has an
// opener is handed over, and only to this page's own origin.
import { handOverProviderReturn, PROVIDER_RETURN } from './provider-return';

function fakeWindow(search: string, opener: { postMessage: jest.Mock } | null) {
  return {
    opener,
    close: jest.fn(),
    location: {
      origin: 'http://localhost:8082',
      pathname: '/tienda-demo/single-payments/pr-1',
      search,
    },
  } as unknown as Window & { close: jest.Mock };
}

test('a Webpay Plus return in a provider window goes to its opener, same origin only, and closes', () => {
  const opener = { postMessage: jest.fn() };
  const win = fakeWindow('?webpayPlus=true&token_ws=t-1', opener);
  expect(handOverProviderReturn(win)).toBe(true);
  expect(opener.postMessage).toHaveBeenCalledWith(
    {
      channel: PROVIDER_RETURN,
      path: '/tienda-demo/single-payments/pr-1?webpayPlus=true&token_ws=t-1',
    },
    'http://localhost:8082',
  );
  expect(win.close).toHaveBeenCalled();
});

test('a page without an opener, or without a rail flag, boots as usual', () => {
  expect(handOverProviderReturn(fakeWindow('?webpayPlus=true&token_ws=t-1', null))).toBe(false);
  const opener = { postMessage: jest.fn() };
  expect(handOverProviderReturn(fakeWindow('', opener))).toBe(false);
  expect(handOverProviderReturn(fakeWindow('?webpayPlus=false', opener))).toBe(false);
  expect(opener.postMessage).not.toHaveBeenCalled();
});
