import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from './catalog-texts';

describe('useDebouncedValue (search applied 1 s after typing stops)', () => {
  it('the catalogue waits 1 s (spec 000 §2 "Search is applied one second after typing stops")', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the old value until 1 s without changes', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'ca' });
    act(() => jest.advanceTimersByTime(900));
    rerender({ value: 'café' });
    act(() => jest.advanceTimersByTime(900));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('café');
  });
});
