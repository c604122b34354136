// The React wrapper mounts the same core: one iframe, events to onEvent, removed on unmount.
import { act, render, screen } from '@testing-library/react';
import { embedMessage, type EmbedEvent } from './protocol';
import { StorefrontPaymentsEmbed } from './react';

const HOST = 'http://localhost:8082';

test('renders the payment frame, relays its events, and removes it when unmounted', () => {
  const events: EmbedEvent[] = [];
  const { unmount } = render(
    <StorefrontPaymentsEmbed
      host={HOST}
      store="tienda-demo"
      paymentLink="pl-1"
      title="Pago de tu pedido"
      onEvent={(e) => events.push(e)}
    />,
  );
  const frame = screen.getByTitle('Pago de tu pedido') as HTMLIFrameElement;
  expect(frame.src).toMatch(/^http:\/\/localhost:8082\/tienda-demo\/paymentLink\/pl-1\?/);
  const closed = () =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: embedMessage({ type: 'closed' }),
        origin: HOST,
        source: frame.contentWindow,
      }),
    );
  act(closed);
  expect(events).toEqual([{ type: 'closed' }]);
  unmount();
  expect(screen.queryByTitle('Pago de tu pedido')).toBeNull();
});
