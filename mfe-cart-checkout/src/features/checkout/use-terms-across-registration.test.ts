import { act, renderHook } from '@testing-library/react';
import { useTermsAcrossRegistration } from './use-terms-across-registration';

const visit = (query: string) =>
  renderHook(() => useTermsAcrossRegistration(new URLSearchParams(query))).result;

beforeEach(() => sessionStorage.clear());

describe('the terms tick across the card provider (issue 39: lost after "Agregar tarjeta")', () => {
  it('ticked before leaving, ticked on the registration return (newCard=true)', () => {
    const before = visit('');
    expect(before.current[0]).toBe(false);
    act(() => before.current[1](true));
    expect(before.current[0]).toBe(true);
    expect(visit('newCard=true').current[0]).toBe(true);
  });

  it('unticked before leaving, unticked on return', () => {
    const before = visit('');
    act(() => before.current[1](true));
    act(() => before.current[1](false));
    expect(visit('newCard=true').current[0]).toBe(false);
  });

  it('a plain visit starts unticked, whatever the tab remembers', () => {
    const before = visit('');
    act(() => before.current[1](true));
    expect(visit('').current[0]).toBe(false);
  });

  it("a first card's return is ticked: the tick was needed to start it (001 §2)", () => {
    expect(visit('firstCard=true&newCard=true').current[0]).toBe(true);
  });
});
