// The sandbox plays Google's identity provider (OpenID Connect, implicit flow): a discovery
// document, the JWKS with the public key, and an account-chooser page that sends the browser back
// to the store with `#id_token=…&state=…`. Like Google it returns only to a redirect URI registered
// for the client: here, a page of a store whose loginPolicy.googleClientId is that client.
// There is no password: choosing an e-mail is the simulated Google login.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { isStorePage } from '../config/store-origin';
import { randomToken } from '../ids';
import { html, page } from '../sandbox-pages/html';
import { GOOGLE_ALG, googleIssuer, googleSigningKey } from './signing-key';

/** ID-token lifetime (Google's are an hour; short here so expiry is easy to see). */
export const ID_TOKEN_TTL_SECONDS = 300;
const HEADER = 'Google (sandbox)';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface IdTokenClaims {
  email: string;
  emailVerified: boolean;
  audience: string;
  nonce?: string;
  name?: string;
}

/** Signs an ID token as the sandbox Google (sub is stable per e-mail, as Google's is per account). */
export async function mintIdToken(ctx: AppContext, claims: IdTokenClaims): Promise<string> {
  const key = await googleSigningKey(ctx.db);
  const email = claims.email.trim().toLowerCase();
  const token = new SignJWT({
    email,
    email_verified: claims.emailVerified,
    ...(claims.nonce ? { nonce: claims.nonce } : {}),
    ...(claims.name ? { name: claims.name } : {}),
  })
    .setProtectedHeader({ alg: GOOGLE_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(googleIssuer(ctx.urls()))
    .setAudience(claims.audience)
    .setSubject(`g-${Buffer.from(email).toString('base64url')}`)
    .setJti(randomToken())
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`);
  return token.sign(key.privateKey);
}

interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  state?: string;
  nonce?: string;
  response_type?: string;
}

/** The store using the client id whose page redirect_uri is, or the reason to refuse. */
type Checked = { error: string } | { clientId: string; redirectUri: string; storeName: string };

async function checkRequest(ctx: AppContext, params: AuthorizeParams): Promise<Checked> {
  const { client_id: clientId, redirect_uri: redirectUri } = params;
  if (!clientId || !redirectUri) return { error: 'Faltan client_id o redirect_uri.' };
  if (params.response_type && params.response_type !== 'id_token')
    return { error: 'Solo se admite response_type=id_token.' };
  if (!params.nonce) return { error: 'Falta nonce.' };
  const stores = await ctx.db
    .selectFrom('stores')
    .innerJoin('policies', 'policies.store_id', 'stores.id')
    .select(['stores.name', 'stores.domain', 'stores.doc'])
    .where(sql<string>`policies.doc #>> '{loginPolicy,googleClientId}'`, '=', clientId)
    .execute();
  if (!stores.length) return { error: 'La aplicación (client_id) no está registrada.' };
  const store = stores.find((candidate) => isStorePage(redirectUri, candidate, ctx.urls()));
  if (!store)
    return {
      error: 'La dirección de retorno (redirect_uri) no está registrada para esta aplicación.',
    };
  const navbar = (
    store.doc.content as { navigation?: { navbar?: { storeName?: string } } } | undefined
  )?.navigation?.navbar;
  return { clientId, redirectUri, storeName: navbar?.storeName ?? store.name };
}

const refused = (reason: string) =>
  page(
    'Solicitud no válida',
    html`<h1>Solicitud no válida</h1>
      <p class="error" role="alert">${reason}</p>`,
    HEADER,
  );

function chooserPage(
  params: AuthorizeParams,
  storeName: string,
  email = '',
  error?: string,
): string {
  const hidden = (['client_id', 'redirect_uri', 'state', 'nonce'] as const).map(
    (name) => html`<input type="hidden" name="${name}" value="${params[name] ?? ''}" />`,
  );
  return page(
    'Elige una cuenta',
    html`<h1>Elige una cuenta</h1>
      <p>para ir a <strong>${storeName}</strong></p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <form method="post" action="/sandbox/google/authorize">
        ${hidden}
        <label for="email">Correo electrónico de la cuenta de Google</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value="${email}"
        />
        <label for="name">Nombre (opcional)</label>
        <input id="name" name="name" autocomplete="name" />
        <label style="font-weight:400"
          ><input type="checkbox" name="unverified" value="1" style="width:auto" /> Simular un
          correo no verificado</label
        >
        <p class="note">
          Sandbox: no se pide contraseña. Elegir el correo equivale a iniciar sesión en Google.
        </p>
        <div class="actions">
          <button type="submit" class="primary" name="action" value="continue">Continuar</button>
          <button type="submit" name="action" value="cancel" formnovalidate>Cancelar</button>
        </div>
      </form>`,
    HEADER,
  );
}

const htmlReply = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // A sign-in page never runs inside another site's frame (clickjacking).
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "frame-ancestors 'none'")
    .send(body);

/** Implicit-flow answer in the fragment: it never reaches a server log or a Referer. */
const backTo = (redirectUri: string, values: Record<string, string>) =>
  `${redirectUri.split('#')[0]}#${new URLSearchParams(values).toString()}`;

export function registerGoogleIdentityProvider(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sandbox/google/.well-known/openid-configuration', async () => {
    const issuer = googleIssuer(ctx.urls());
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      jwks_uri: `${issuer}/jwks.json`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [GOOGLE_ALG],
      claims_supported: [
        'iss',
        'aud',
        'sub',
        'email',
        'email_verified',
        'name',
        'nonce',
        'exp',
        'iat',
        'jti',
      ],
    };
  });

  app.get('/sandbox/google/jwks.json', async (_request, reply) => {
    const key = await googleSigningKey(ctx.db);
    return reply.header('cache-control', 'public, max-age=300').send({ keys: [key.publicJwk] });
  });

  app.get<{ Querystring: AuthorizeParams }>('/sandbox/google/authorize', async (request, reply) => {
    const checked = await checkRequest(ctx, request.query);
    if ('error' in checked) return htmlReply(reply, 400, refused(checked.error));
    return htmlReply(reply, 200, chooserPage(request.query, checked.storeName));
  });

  app.post<{
    Body:
      | (AuthorizeParams & { email?: string; name?: string; unverified?: string; action?: string })
      | undefined;
  }>('/sandbox/google/authorize', async (request, reply) => {
    const body = request.body ?? {};
    // Checked again on submit: the form's hidden fields are the browser's to change.
    const checked = await checkRequest(ctx, body);
    if ('error' in checked) return htmlReply(reply, 400, refused(checked.error));
    const state = body.state ?? '';
    if (body.action === 'cancel') {
      return reply
        .header('cache-control', 'no-store')
        .redirect(backTo(checked.redirectUri, { error: 'access_denied', state }), 303);
    }
    const email = (body.email ?? '').trim();
    if (!EMAIL.test(email) || email.length > 320) {
      return htmlReply(
        reply,
        400,
        chooserPage(body, checked.storeName, email, 'Ingresa un correo electrónico válido.'),
      );
    }
    const idToken = await mintIdToken(ctx, {
      email,
      emailVerified: body.unverified !== '1',
      audience: checked.clientId,
      nonce: body.nonce,
      name: body.name?.trim().slice(0, 200) || undefined,
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(backTo(checked.redirectUri, { id_token: idToken, state }), 303);
  });
}
