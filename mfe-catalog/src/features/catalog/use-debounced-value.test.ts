import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue (search applied 1 s after typing stops)', () => {
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
