import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount (brands ten at a time every 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts with ten and adds ten every 500 ms up to the total', () => {
    const { result } = renderHook(() => useProgressiveCount(25, 10, 500));
    expect(result.current).toBe(10);
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe(10);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(20);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(25);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(25);
  });

  it('a short list is all there at once; a new total starts again', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 10, 500), {
      initialProps: { total: 4 },
    });
    expect(result.current).toBe(4);
    rerender({ total: 40 });
    expect(result.current).toBe(10);
  });
});
