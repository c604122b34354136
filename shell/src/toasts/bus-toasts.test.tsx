import { render } from '@testing-library/react';
import { bus } from '@storefront/bus';
import { BusToasts } from './bus-toasts';

describe('BusToasts', () => {
  it('shows every toast a remote emits on the bus, and stops when unmounted', () => {
    const show = jest.fn();
    const { unmount } = render(<BusToasts show={show} />);
    bus.emit('toast', { status: 'success', title: 'Tarjeta eliminada' });
    expect(show).toHaveBeenCalledWith({ status: 'success', title: 'Tarjeta eliminada' });
    unmount();
    bus.emit('toast', { status: 'info', title: 'otra' });
    expect(show).toHaveBeenCalledTimes(1);
  });
});
