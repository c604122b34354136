// /v1 issue 4 auth: e-mail check, one-time codes, registration, password recovery, login links
// (decodeUser, bypass) and the profile patch, one file per group, registered here in this order.
// Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCodeRoutes } from './code-routes';
import { registerLoginLinkRoutes } from './login-link-routes';
import { registerProfileRoute } from './profile-route';
import { registerRecoveryRoutes } from './recovery-routes';
import { registerRegistrationRoute } from './registration-route';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /users/checkEmail, POST /auth/generateCode, GET /auth/verifyCode
  registerCodeRoutes(app, ctx);
  // POST /auth/register
  registerRegistrationRoute(app, ctx);
  // POST /auth/recoverPassword, GET /auth/validateRecoverToken, POST /auth/changePassword
  registerRecoveryRoutes(app, ctx);
  // GET /auth/decodeUser, POST /auth/bypass
  registerLoginLinkRoutes(app, ctx);
  // PUT /auth
  registerProfileRoute(app, ctx);
}
