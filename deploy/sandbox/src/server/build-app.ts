// The Fastify app: envelope, CORS, form bodies, /v1 API routes and /sandbox pages.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAuthRoutes } from '../auth/routes';
import { registerCardRoutes } from '../cards/routes';
import { registerCartRoutes } from '../carts/routes';
import { registerCatalogRoutes } from '../catalog/routes';
import { installCors } from '../http/cors';
import { installEnvelope } from '../http/envelope';
import { installFormBody } from '../http/form-body';
import { registerPaymentRequestRoutes } from '../payment-requests/routes';
import { registerCardInscriptionPage } from '../sandbox-pages/card-inscription';
import { registerHomePage } from '../sandbox-pages/home-page';
import { registerImages } from '../sandbox-pages/images';
import { registerMailbox } from '../sandbox-pages/mailbox';
import { registerScenes } from '../sandbox-pages/scenes';
import { registerStoreRoutes } from '../stores/routes';

export function buildApp(ctx: AppContext, options: { logErrors?: boolean } = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logErrors ? { level: 'error' } : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Browsers keep connections alive; close() must not wait for them.
    forceCloseConnections: true,
  });
  installEnvelope(app);
  installCors(app);
  installFormBody(app);

  app.register(
    async (v1) => {
      registerAuthRoutes(v1, ctx);
      registerStoreRoutes(v1, ctx);
      registerCatalogRoutes(v1, ctx);
      registerCartRoutes(v1, ctx);
      registerCardRoutes(v1, ctx);
      registerPaymentRequestRoutes(v1, ctx);
    },
    { prefix: '/v1' },
  );

  registerScenes(app, ctx);
  registerMailbox(app, ctx);
  registerImages(app, ctx);
  registerHomePage(app, ctx);
  registerCardInscriptionPage(app, ctx);
  return app;
}
