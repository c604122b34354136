// /v1/paymentLinks (002 §2 paymentLink: "creates or fetches a payment request for the user";
// §7 "GET /paymentLinks/{paymentLinkId}", "Get-or-create payment request by shopper for a payment
// link: body {userEmail, userId}"). Bearer, guests allowed; the link's 128-bit id is the
// capability. Get-or-create is one insert … on conflict do nothing against the partial unique
// index (link, user) of pending requests, so a repeat or a race answers the same request.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { send } from '../../http/envelope';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { unguessableId } from '../../ids';
import { toPaymentRequest } from '../../payment-requests/payment-request-view';
import { PAYMENT_LINK_NOT_FOUND, toPaymentLink } from './link-view';
import { idField, requiredIds } from '../../http/schema';

export const NOT_THE_CALLER = 'userId and userEmail must be the caller’s own';

const idParams = requiredIds('id');
const requestBody = {
  type: 'object',
  required: ['userEmail', 'userId'],
  properties: {
    userEmail: { type: 'string', minLength: 3, maxLength: 320 },
    userId: idField,
  },
} as const;

export function registerPaymentLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const activeLink = async (id: string) => {
    const row = await ctx.db
      .selectFrom('payment_links')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row) throw notFound(PAYMENT_LINK_NOT_FOUND);
    return row;
  };

  app.get<{ Params: { id: string } }>(
    '/paymentLinks/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await requireUser(ctx, request);
      return send(reply, toPaymentLink(await activeLink(request.params.id)));
    },
  );

  app.post<{ Params: { id: string }; Body: { userEmail: string; userId: string } }>(
    '/paymentLinks/:id/paymentRequests',
    { schema: { params: idParams, body: requestBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const email = request.body.userEmail.trim().toLowerCase();
      // A guest has no e-mail of its own: the one it gives is where the request is addressed.
      const ownEmail = auth.email === null ? auth.isGuest : auth.email.toLowerCase() === email;
      if (request.body.userId !== auth.userId || !ownEmail)
        throw new HttpError(403, NOT_THE_CALLER);
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw badRequest('Invalid email', { userEmail: 'not an e-mail address' });
      const link = await activeLink(request.params.id);
      const pending = () =>
        ctx.db
          .selectFrom('payment_requests')
          .selectAll()
          .where('payment_link_id', '=', link.id)
          .where('user_id', '=', auth.userId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
      const existing = await pending();
      if (existing) return send(reply, toPaymentRequest(existing));
      const inserted = await ctx.db
        .insertInto('payment_requests')
        .values({
          id: unguessableId('pr'),
          store_id: link.store_id,
          user_email: email,
          user_id: auth.userId,
          price: link.price,
          currency: link.currency,
          description: link.description,
          status: 'pending',
          callback_url: null,
          payment_link_id: link.id,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return send(reply, toPaymentRequest(inserted), 201);
      return send(reply, toPaymentRequest((await pending())!));
    },
  );
}
