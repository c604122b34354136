// The sandbox mailbox: every message the platform "sends" (mail/send-mail.ts) lands in the outbox
// table, readable here as JSON per address (tests) or as a page (people).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { html, page } from './html';

export function registerMailbox(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { email: string } }>('/sandbox/mailbox/:email', async (request, reply) => {
    const rows = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['to_email']), '=', request.params.email.trim().toLowerCase()))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return send(
      reply,
      rows.map((row) => ({
        to: row.to_email,
        subject: row.subject,
        text: row.text,
        code: row.code,
        link: row.link,
        createdAt: row.created_at,
      })),
    );
  });

  app.get('/sandbox/mailbox', async (_request, reply) => {
    const rows = await ctx.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(200).execute();
    const body = rows.length
      ? html`<table>
<thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th><th>Código o enlace</th></tr></thead>
<tbody>${rows.map(
          (row) => html`<tr><td>${row.created_at.toISOString()}</td><td>${row.to_email}</td>
<td>${row.subject}<div class="note">${row.text}</div></td>
<td>${row.code ?? ''} ${row.link ? html`<a href="${row.link}">${row.link}</a>` : ''}</td></tr>`,
        )}</tbody></table>`
      : html`<p>No hay mensajes.</p>`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(page('Buzón del sandbox', html`<h1>Buzón del sandbox</h1>${body}`));
  });
}
