import { render, screen } from '@testing-library/react';
import { PageFailureBoundary } from './page-failure-boundary';
import { expectConsoleError } from '@storefront/config/jest-console';

function Crashing(): never {
  throw new Error('the page crashed');
}

test('a page that fails says the payment could not load, and reports it once', () => {
  // React reports the error its boundary caught, and the boundary logs it.
  expectConsoleError(/^Error: the page crashed/);
  expectConsoleError('[payments-standalone] page failed');
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
