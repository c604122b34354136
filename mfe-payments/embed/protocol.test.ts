// The embed protocol's checks (deploy/README.md "Payments for integrators"): message shapes and
// versions, the page's origin + source check, the frame's parent-origin check.
import {
  acceptFrameMessage,
  embedMessage,
  parseEmbedMessage,
  verifiedParentOrigin,
} from './protocol';

const HOST = 'http://localhost:8082';
const frameWindow = {};
const paid = embedMessage({
  type: 'paid',
  paymentRequestId: 'pr-1',
  paymentIntentId: 'pi-1',
  invoiceId: 'inv-1',
  amount: 19990,
  currency: 'clp',
});

describe('parseEmbedMessage', () => {
  it('reads every event of the protocol', () => {
    expect(parseEmbedMessage(embedMessage({ type: 'ready', route: '/paymentLink/pl-1' }))).toEqual({
      type: 'ready',
      route: '/paymentLink/pl-1',
    });
    expect(parseEmbedMessage(embedMessage({ type: 'resized', height: 640.4 }))).toEqual({
      type: 'resized',
      height: 641,
    });
    expect(parseEmbedMessage(paid)).toEqual({
      type: 'paid',
      paymentRequestId: 'pr-1',
      paymentIntentId: 'pi-1',
      invoiceId: 'inv-1',
      amount: 19990,
      currency: 'clp',
    });
    expect(
      parseEmbedMessage(
        embedMessage({
          type: 'failed',
          paymentRequestId: 'pr-1',
          rail: 'webpay-plus',
          reason: 'aborted',
        }),
      ),
    ).toEqual({ type: 'failed', paymentRequestId: 'pr-1', rail: 'webpay-plus', reason: 'aborted' });
    expect(parseEmbedMessage(embedMessage({ type: 'closed' }))).toEqual({ type: 'closed' });
  });

  it('drops other traffic, other versions, unknown types and incomplete payloads', () => {
    expect(parseEmbedMessage('paid')).toBeNull();
    expect(parseEmbedMessage(null)).toBeNull();
    expect(parseEmbedMessage({ ...paid, channel: 'other' })).toBeNull();
    expect(parseEmbedMessage({ ...paid, version: 2 })).toBeNull();
    expect(parseEmbedMessage({ ...paid, type: 'refunded' })).toBeNull();
    expect(parseEmbedMessage({ ...paid, invoiceId: '' })).toBeNull();
    expect(parseEmbedMessage({ ...paid, amount: '19990' })).toBeNull();
    expect(parseEmbedMessage(embedMessage({ type: 'resized', height: -1 }))).toBeNull();
    expect(
      parseEmbedMessage({ ...embedMessage({ type: 'resized', height: 1 }), height: NaN }),
    ).toBeNull();
  });
});

describe('acceptFrameMessage (the page side)', () => {
  const frame = { origin: HOST, window: frameWindow };
  it('accepts a message from the standalone host origin and its own iframe', () => {
    expect(
      acceptFrameMessage({ origin: HOST, source: frameWindow, data: paid }, frame),
    ).toMatchObject({
      type: 'paid',
    });
  });
  it('ignores another origin, even with the right source', () => {
    expect(
      acceptFrameMessage(
        { origin: 'http://127.0.0.1:8083', source: frameWindow, data: paid },
        frame,
      ),
    ).toBeNull();
    expect(
      acceptFrameMessage(
        { origin: 'http://localhost:8080', source: frameWindow, data: paid },
        frame,
      ),
    ).toBeNull();
  });
  it('ignores another window of the right origin (another frame, an opener)', () => {
    expect(acceptFrameMessage({ origin: HOST, source: {}, data: paid }, frame)).toBeNull();
    expect(acceptFrameMessage({ origin: HOST, source: null, data: paid }, frame)).toBeNull();
  });
  it('ignores a malformed message from the right frame', () => {
    expect(
      acceptFrameMessage(
        { origin: HOST, source: frameWindow, data: { ...paid, version: 0 } },
        frame,
      ),
    ).toBeNull();
  });
});

describe('verifiedParentOrigin (the frame side)', () => {
  const registered = ['http://127.0.0.1:8083', 'https://comercio.cl'];
  it('is the requested origin when registered and the browser names it as the parent', () => {
    expect(
      verifiedParentOrigin({
        requested: 'http://127.0.0.1:8083',
        registered,
        ancestorOrigins: ['http://127.0.0.1:8083'],
        framed: true,
      }),
    ).toBe('http://127.0.0.1:8083');
    // A browser without ancestorOrigins: postMessage's targetOrigin still holds it to that origin.
    expect(
      verifiedParentOrigin({ requested: 'https://comercio.cl', registered, framed: true }),
    ).toBe('https://comercio.cl');
  });
  it('is null for an origin the operator did not register', () => {
    expect(
      verifiedParentOrigin({
        requested: 'https://evil.example',
        registered,
        ancestorOrigins: ['https://evil.example'],
        framed: true,
      }),
    ).toBeNull();
  });
  it('is null when the actual parent is another origin than the one asked for', () => {
    expect(
      verifiedParentOrigin({
        requested: 'https://comercio.cl',
        registered,
        ancestorOrigins: ['https://evil.example'],
        framed: true,
      }),
    ).toBeNull();
  });
  it('is null for a page that is not framed, or a malformed origin', () => {
    expect(
      verifiedParentOrigin({ requested: 'https://comercio.cl', registered, framed: false }),
    ).toBeNull();
    for (const requested of [null, '', '*', 'https://comercio.cl/pago', 'javascript:alert(1)'])
      expect(verifiedParentOrigin({ requested, registered, framed: true })).toBeNull();
  });
});
