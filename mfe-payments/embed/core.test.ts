// The vanilla core in a DOM: the iframe it creates, the events it relays and the ones it ignores.
import { EMBED_DOM_EVENT, frameUrl, mount } from './core';
import { embedMessage, type EmbedEvent } from './protocol';

const HOST = 'http://localhost:8082';

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('frameUrl', () => {
  it('opens the payment link on the standalone host and names the parent origin', () => {
    expect(
      frameUrl({ host: HOST, store: 'tienda-demo', paymentLink: 'pl-1' }, 'http://127.0.0.1:8083'),
    ).toBe(
      'http://localhost:8082/tienda-demo/paymentLink/pl-1?embedParentOrigin=http%3A%2F%2F127.0.0.1%3A8083',
    );
    expect(
      frameUrl({ host: HOST, store: 'tienda-demo', paymentRequest: 'pr-1' }, 'https://a.cl'),
    ).toMatch(/^http:\/\/localhost:8082\/tienda-demo\/single-payments\/pr-1\?/);
  });
  it('refuses options that do not say exactly one thing to pay, or a bad host', () => {
    expect(() => frameUrl({ host: HOST, store: 'tienda-demo' }, 'https://a.cl')).toThrow();
    expect(() =>
      frameUrl(
        { host: HOST, store: 'tienda-demo', paymentLink: 'a', paymentRequest: 'b' },
        'https://a.cl',
      ),
    ).toThrow();
    expect(() =>
      frameUrl({ host: HOST, store: 'x', paymentLink: '../x' }, 'https://a.cl'),
    ).toThrow();
    expect(() =>
      frameUrl({ host: 'javascript:x', store: 'x', paymentLink: 'pl' }, 'https://a.cl'),
    ).toThrow();
  });
});

describe('mount', () => {
  it('relays the frame events from the host origin, sizes the frame, and ignores the rest', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const events: EmbedEvent[] = [];
    const dom: unknown[] = [];
    container.addEventListener(EMBED_DOM_EVENT, (e) => dom.push((e as CustomEvent).detail));
    const mounted = mount(container, {
      host: HOST,
      store: 'tienda-demo',
      paymentLink: 'pl-1',
      onEvent: (e) => events.push(e),
    });
    const frame = mounted.iframe.contentWindow;
    expect(container.querySelector('iframe')).toBe(mounted.iframe);
    expect(mounted.iframe.title).toBe('Pago');

    post(embedMessage({ type: 'resized', height: 700 }), HOST, frame);
    expect(mounted.iframe.style.height).toBe('700px');

    const paid = embedMessage({
      type: 'paid',
      paymentRequestId: 'pr-1',
      paymentIntentId: 'pi-1',
      invoiceId: 'inv-1',
      amount: 1000,
      currency: 'clp',
    });
    post(paid, 'http://127.0.0.1:8083', frame); // wrong origin
    post(paid, HOST, window); // right origin, not its iframe
    post({ ...paid, version: 9 }, HOST, frame); // another protocol version
    post(paid, HOST, frame);
    expect(events.map((e) => e.type)).toEqual(['resized', 'paid']);
    expect(dom).toEqual(events);

    const removed = jest.spyOn(window, 'removeEventListener');
    mounted.destroy();
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    expect(container.querySelector('iframe')).toBeNull();
  });
});
