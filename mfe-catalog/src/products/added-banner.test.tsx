import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { UiProvider } from '@storefront/ui';
import { ADDED_BANNER_MS, AddedBanner } from './added-banner';

function Harness() {
  const [at, setAt] = useState<number | null>(1);
  return <AddedBanner shownAt={at} onHide={() => setAt(null)} />;
}

describe('AddedBanner (spec 000 §9: 8000 ms)', () => {
  it('announces the add in a status region and hides after 8 seconds, not before', () => {
    jest.useFakeTimers();
    try {
      render(
        <UiProvider preload={false}>
          <Harness />
        </UiProvider>,
      );
      expect(ADDED_BANNER_MS).toBe(8000);
      expect(screen.getByRole('status')).toHaveTextContent('Producto agregado al carrito');
      act(() => jest.advanceTimersByTime(7999));
      expect(screen.getByRole('status')).toHaveTextContent('Producto agregado al carrito');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});
