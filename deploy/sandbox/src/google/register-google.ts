// Google sign-in in one registration (build-app.ts calls it once, after the other routes): the
// sandbox identity provider's pages and the /v1/auth/google route. The /v1 route goes in its own
// prefixed plugin, which inherits the root's input guard, envelope and CORS hooks.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerGoogleSignIn } from './google-sign-in';
import { registerGoogleIdentityProvider } from './identity-provider';

export function registerGoogle(app: FastifyInstance, ctx: AppContext): void {
  registerGoogleIdentityProvider(app, ctx);
  app.register(async (v1) => registerGoogleSignIn(v1, ctx), { prefix: '/v1' });
}
