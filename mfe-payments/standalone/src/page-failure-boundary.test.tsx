import { render, screen } from '@testing-library/react';
import { PageFailureBoundary } from './page-failure-boundary';

function Crashing(): never {
  throw new Error('the page crashed');
}

beforeEach(() => {
  // React and the boundary log the caught error; the test checks what the shopper sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a page that fails says the payment could not load, and reports it once', () => {
  const onError = jest.fn();
  render(
    <PageFailureBoundary onError={onError}>
      <Crashing />
    </PageFailureBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'No pudimos cargar el pago' })).toBeVisible();
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledWith(new Error('the page crashed'));
});

test('a page that works is shown as it is, and nothing is reported', () => {
  const onError = jest.fn();
  render(
    <PageFailureBoundary onError={onError}>
      <h1>Pagar</h1>
    </PageFailureBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Pagar' })).toBeVisible();
  expect(onError).not.toHaveBeenCalled();
});
