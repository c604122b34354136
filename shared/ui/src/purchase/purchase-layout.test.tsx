import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UiProvider } from '../provider/ui-provider';
import { PurchaseLayout } from '.';

const Wrapper = ({ children }: { children: ReactNode }) => (
  <UiProvider preload={false}>{children}</UiProvider>
);

describe('purchase layout', () => {
  it('puts the sections first, then the summary and the aside in that order', () => {
    render(
      <PurchaseLayout
        summary={<h2>Resumen</h2>}
        aside={
          <>
            <button type="button">Confirmar</button>
            <p>diálogo</p>
          </>
        }
      >
        <section aria-label="Contacto" />
      </PurchaseLayout>,
      { wrapper: Wrapper },
    );
    const order = [
      screen.getByRole('region', { name: 'Contacto' }),
      screen.getByRole('heading', { name: 'Resumen' }),
      screen.getByRole('button', { name: 'Confirmar' }),
      screen.getByText('diálogo'),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });
});
