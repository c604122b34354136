// The Fastify app: envelope, CORS, form bodies, /v1 API routes and /sandbox pages.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { registerAnalyticsRoutes } from '../analytics/routes';
import { registerTrackingApiStandIn } from '../analytics/tracking-api-stand-in';
import { registerAuthRoutes } from '../auth/routes';
import { installStoreAdmission } from '../auth/store-scope';
import { registerSessionRoutes } from '../auth/session-routes';
import { registerCalendarRoutes } from '../calendar/routes';
import { registerCardRoutes } from '../cards/routes';
import { registerCartRoutes } from '../carts/routes';
import { registerCatalogRoutes } from '../catalog/routes';
import { registerChargeRoutes } from '../charges/routes';
import { registerProcessRoute } from '../checkout/routes';
import { registerDeliveryRoutes } from '../deliveries/routes';
import { registerHolidayRoutes } from '../holidays/routes';
import { registerPublicHolidaysStandIn } from '../holidays/public-holidays-stand-in';
import { installCors } from '../http/cors';
import { installEnvelope } from '../http/envelope';
import { installFormBody } from '../http/form-body';
import { installInputGuard } from '../http/input-guard';
import { installSandboxAccess } from '../http/sandbox-access';
import { INPUT_LIMITS } from '../http/input-limits';
import { registerPayerRoutes } from '../payers/routes';
import { registerPlaceRoutes } from '../places/routes';
import { registerPaymentRequestRoutes } from '../payment-requests/routes';
import { registerPaymentIntentRoutes } from '../payments/intents/routes';
import { registerInvoiceRoutes } from '../payments/invoices/routes';
import { registerPaymentLinkRoutes } from '../payments/links/routes';
import { registerPaymentScenes } from '../sandbox-pages/payment-scenes';
import { registerKhipuRoutes } from '../payments/rails/khipu';
import { registerMercadoPagoRoutes } from '../payments/rails/mercado-pago';
import { registerWebpayPlusRoutes } from '../payments/rails/webpay-plus';
import { registerKhipuPage } from '../sandbox-pages/khipu-page';
import { registerMercadoPagoPage } from '../sandbox-pages/mercado-pago-page';
import { registerWebpayPlusPage } from '../sandbox-pages/webpay-plus-page';
import { registerAuthScenes } from '../sandbox-pages/auth-scenes';
import { registerCardInscriptionPage } from '../sandbox-pages/card-inscription';
import { registerCollectorScenes } from '../sandbox-pages/collector-scenes';
import { registerHomePage } from '../sandbox-pages/home-page';
import { registerHeldImages } from '../sandbox-pages/held-images';
import { registerImages } from '../sandbox-pages/images';
import { registerMailbox } from '../sandbox-pages/mailbox';
import { registerScenes } from '../sandbox-pages/scenes';
import { registerShippingRoutes } from '../shippings/routes';
import { registerServiceRoutes } from '../services/routes';
import { registerStoreRoutes } from '../stores/routes';
import { registerSubscriptionRoutes } from '../subscriptions/routes';
import { registerSubscriptionActions } from '../subscriptions/shopper-actions';
import { registerApiCheckoutRoute } from '../subscriptions/api-checkout-routes';
import { registerApiCheckoutScene } from '../sandbox-pages/api-checkout-scene';
import { registerTransactionRoutes } from '../transactions/routes';
import { registerUserRoutes } from '../users/routes';
import { registerGoogle } from '../google/register-google';
import { lazyValidatorBuilder } from './lazy-validators';
import { registerOpenApi } from '../openapi/register-openapi';

export function buildApp(ctx: AppContext, options: { logErrors?: boolean } = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logErrors ? { level: 'error' } : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Browsers keep connections alive; close() must not wait for them.
    forceCloseConnections: true,
    // The shell server proxies store pages' /api/v1 calls (shell/server/api-proxy.ts) from
    // loopback: its X-Forwarded-For names the shopper, whose address keys the per-IP brakes
    // (client-brake.ts, login brakes). Nobody else is trusted, so the header cannot be forged.
    trustProxy: 'loopback',
    bodyLimit: INPUT_LIMITS.bodyBytes,
    // Unknown keys are refused (400), not silently dropped: a caller learns its mistake.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    schemaController: { compilersFactory: { buildValidator: lazyValidatorBuilder() } },
    // A path the router cannot decode or too long a path segment: the envelope too, not Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as unknown as FastifyReply)
        .code(status)
        .send({ code: status, message: 'Invalid path' });
    },
  });
  installInputGuard(app);
  installStoreAdmission(app, ctx);
  installEnvelope(app);
  // Before CORS: a refused request gets no CORS header either.
  installSandboxAccess(app, ctx);
  installCors(app);
  installFormBody(app);
  // Before the /v1 routes: the document is collected from their schemas as they are added.
  registerOpenApi(app, ctx);

  app.register(
    async (v1) => {
      registerAuthRoutes(v1, ctx);
      registerSessionRoutes(v1, ctx);
      registerUserRoutes(v1, ctx);
      registerPayerRoutes(v1, ctx);
      registerStoreRoutes(v1, ctx);
      registerCatalogRoutes(v1, ctx);
      registerHolidayRoutes(v1, ctx);
      registerCartRoutes(v1, ctx);
      registerProcessRoute(v1, ctx);
      registerShippingRoutes(v1, ctx);
      registerSubscriptionRoutes(v1, ctx);
      registerSubscriptionActions(v1, ctx);
      registerApiCheckoutRoute(v1, ctx);
      registerDeliveryRoutes(v1, ctx);
      registerTransactionRoutes(v1, ctx);
      registerCalendarRoutes(v1, ctx);
      registerCardRoutes(v1, ctx);
      registerChargeRoutes(v1, ctx);
      registerServiceRoutes(v1, ctx);
      registerPaymentRequestRoutes(v1, ctx);
      registerPaymentIntentRoutes(v1, ctx);
      registerInvoiceRoutes(v1, ctx);
      registerPaymentLinkRoutes(v1, ctx);
      registerWebpayPlusRoutes(v1, ctx);
      registerKhipuRoutes(v1, ctx);
      registerMercadoPagoRoutes(v1, ctx);
      registerPlaceRoutes(v1, ctx);
      registerAnalyticsRoutes(v1, ctx);
    },
    { prefix: '/v1' },
  );

  registerScenes(app, ctx);
  registerAuthScenes(app, ctx);
  registerCollectorScenes(app, ctx);
  registerPaymentScenes(app, ctx);
  registerApiCheckoutScene(app, ctx);
  registerMailbox(app, ctx);
  registerImages(app, ctx);
  registerHeldImages(app);
  registerHomePage(app, ctx);
  registerPublicHolidaysStandIn(app);
  registerTrackingApiStandIn(app, ctx);
  registerCardInscriptionPage(app, ctx);
  registerWebpayPlusPage(app, ctx);
  registerKhipuPage(app, ctx);
  registerMercadoPagoPage(app, ctx);
  registerGoogle(app, ctx);
  return app;
}
