// The shell's background work (the analytics client) waits for the route's page to be on screen:
// live and with its own heading in main, not the loading stand-in; a page without one after the
// timeout.
import { afterPageShown, pageShown } from './after-page-shown';

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('not while the page is loading or not yet live; then once, after its paint', async () => {
  const run = jest.fn();
  afterPageShown(run);
  document.body.innerHTML = '<main><div data-page-loading><h1>Cargando</h1></div></main>';
  await Promise.resolve();
  jest.advanceTimersByTime(100);
  expect(pageShown()).toBe(false);
  expect(run).not.toHaveBeenCalled();

  document.body.innerHTML = '<main><h1>Catálogo</h1></main>';
  await Promise.resolve();
  expect(pageShown()).toBe(false); // not live yet
  document.documentElement.dataset.hydrated = 'true';
  await Promise.resolve(); // the observer's turn
  expect(pageShown()).toBe(true);
  jest.runAllTimers(); // the frame and the idle callback after it
  expect(run).toHaveBeenCalledTimes(1);
});

test('a page that never shows a heading still gets its turn after the timeout', () => {
  const run = jest.fn();
  afterPageShown(run, 5_000);
  jest.advanceTimersByTime(4_999);
  expect(run).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(run).toHaveBeenCalledTimes(1);
});

test('cancelled before, it never runs', () => {
  const run = jest.fn();
  const cancel = afterPageShown(run, 5_000);
  cancel();
  jest.runAllTimers();
  expect(run).not.toHaveBeenCalled();
});
