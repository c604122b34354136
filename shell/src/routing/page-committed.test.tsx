import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { PageBoundary, PageCommittedContext } from './page-committed';

test('the page, not its loading fallback, reports that it has committed', async () => {
  const reports = jest.fn();
  let show!: () => void;
  const Page = lazy(
    () =>
      new Promise<{ default: () => React.ReactElement }>((resolve) => {
        show = () => resolve({ default: () => <h1>Catálogo</h1> });
      }),
  );
  render(
    <PageCommittedContext.Provider value={reports}>
      <PageBoundary fallback={<p>Cargando</p>}>
        <Page />
      </PageBoundary>
    </PageCommittedContext.Provider>,
  );
  expect(screen.getByText('Cargando')).toBeInTheDocument();
  expect(reports).not.toHaveBeenCalled();

  await act(async () => show());
  expect(screen.getByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();
  expect(reports).toHaveBeenCalledTimes(1);
});
