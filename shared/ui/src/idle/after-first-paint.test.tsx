import { act, render, screen, waitFor } from '@testing-library/react';
import { afterFirstPaint, useAfterFirstPaint } from './after-first-paint';

test('afterFirstPaint runs after a painted frame, and not at all once cancelled', async () => {
  const ran = jest.fn();
  afterFirstPaint(ran);
  expect(ran).not.toHaveBeenCalled(); // never synchronously, inside the render that asked
  await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
  // Two calls go through the same frame and task queues in order: once the later one has run,
  // the cancelled earlier one would have too.
  const cancelled = jest.fn();
  const later = jest.fn();
  afterFirstPaint(cancelled)();
  afterFirstPaint(later);
  await waitFor(() => expect(later).toHaveBeenCalled());
  expect(cancelled).not.toHaveBeenCalled();
});

function Probe({ deferred }: { deferred: boolean }) {
  return <p>{useAfterFirstPaint(deferred) ? 'pintado' : 'esperando'}</p>;
}

test('useAfterFirstPaint is false in the first render when deferred, then true after the paint', async () => {
  render(<Probe deferred />);
  expect(screen.getByText('esperando')).toBeInTheDocument();
  expect(await screen.findByText('pintado')).toBeInTheDocument();
});

test('useAfterFirstPaint is true from the first render when not deferred', () => {
  act(() => {
    render(<Probe deferred={false} />);
  });
  expect(screen.getByText('pintado')).toBeInTheDocument();
});
