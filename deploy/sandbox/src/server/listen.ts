// Listening so that "localhost" works whatever it resolves to: the main socket on the given host
// (default 127.0.0.1) and, for the default, a second socket on [::1] and the same port that
// hands its connections to the same HTTP server (Chromium may try ::1 first).
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export const DEFAULT_HOST = '127.0.0.1';

export interface Listening {
  port: number;
  close(): Promise<void>;
}

export async function listen(app: FastifyInstance, port: number, host: string | undefined): Promise<Listening> {
  await app.listen({ port, host: host ?? DEFAULT_HOST });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let ipv6: net.Server | undefined;
  if (host === undefined) {
    ipv6 = net.createServer((socket) => app.server.emit('connection', socket));
    const bound = await new Promise<boolean>((resolve) => {
      ipv6!.once('error', () => resolve(false));
      ipv6!.listen({ port: actualPort, host: '::1', ipv6Only: true }, () => resolve(true));
    });
    if (!bound) ipv6 = undefined; // no IPv6 loopback here: 127.0.0.1 alone is enough
  }
  return {
    port: actualPort,
    close: async () => {
      // Stop accepting on ::1 first; its sockets end when Fastify force-closes every connection.
      const ipv6Closed = ipv6 ? new Promise<void>((resolve) => ipv6!.close(() => resolve())) : Promise.resolve();
      await app.close();
      await ipv6Closed;
    },
  };
}
