// The operators' page on the shell server (issue 42), behind OPERATOR_TOKEN:
//   GET  /_operadores/            sign-in form, or the status with its forms once signed in
//   POST /_operadores/ingresar    name + token → session cookie (operator-session.ts)
//   POST /_operadores/acciones    promote, end a canary, roll back: the CLI's own code
//                                 (deploy/stack/src/deploy-actions.mjs), then back to the page
//   POST /_operadores/salir       ends the session
// Without a token (the stack's OPERATOR_TOKEN unset) every path here is 404. The leading underscore
// keeps the path out of the stores' namespace.
import type http from 'node:http';
import type { DeployActions } from '../../../deploy/stack/src/deploy-actions.mjs';
import { sendText } from '../../../deploy/stack/src/static-files.mjs';
import {
  endedSessionCookie,
  formToken,
  formTokenMatches,
  operatorName,
  sessionCookie,
  sessionName,
  tokenMatches,
} from './operator-session';
import { loginPage, statusPage, TEXTS } from './operators-page';
import { createSignInBrake } from './sign-in-brake';

export const OPERATORS_PATH = '/_operadores';
const PAGE = `${OPERATORS_PATH}/`;
const SIGN_IN = `${OPERATORS_PATH}/ingresar`;
const ACTIONS = `${OPERATORS_PATH}/acciones`;
const SIGN_OUT = `${OPERATORS_PATH}/salir`;
/** A form is a few short fields. */
const MAX_BODY = 16 * 1024;

export const MESSAGES = {
  why: 'Escribe el motivo: queda en el historial.',
  remote: 'Ese remoto no está publicado.',
  version: 'Elige una versión publicada en el CDN.',
  canary: 'El canario va de 1 a 100 %.',
  expired: 'La sesión cambió: vuelve a intentarlo desde esta página.',
  failed: (what: string, reason: string) => `No se pudo ${what}: ${reason}`,
} as const;

const KIND_WORDS: Record<string, string> = {
  promote: 'publicar',
  'end-canary': 'terminar el canario',
  rollback: 'volver a la versión anterior',
};

export interface OperatorsOptions {
  token: string;
  actions: DeployActions;
}

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendPage(res: http.ServerResponse, status: number, html: string, cookie?: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(cookie ? { 'Set-Cookie': cookie } : {}),
  });
  res.end(html);
}

function redirect(res: http.ServerResponse, to: string, cookie?: string) {
  res.writeHead(303, {
    Location: to,
    'Cache-Control': 'no-store',
    ...(cookie ? { 'Set-Cookie': cookie } : {}),
  });
  res.end();
}

// What an action did, shown once on the page it redirects to (so a reload repeats no rollback).
const NOTICE_COOKIE = 'storefront_operator_notice';
const noticeCookie = (notice: string) =>
  `${NOTICE_COOKIE}=${Buffer.from(notice).toString('base64url')}; Path=${OPERATORS_PATH}; HttpOnly; SameSite=Strict; Max-Age=60`;
const shownNoticeCookie = `${NOTICE_COOKIE}=; Path=${OPERATORS_PATH}; HttpOnly; SameSite=Strict; Max-Age=0`;

function noticeOf(req: http.IncomingMessage): string | undefined {
  const value = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NOTICE_COOKIE}=`))
    ?.slice(NOTICE_COOKIE.length + 1);
  return value ? Buffer.from(value, 'base64url').toString().slice(0, 500) : undefined;
}

/** The request handler; false when the path is not the page's. */
export function createOperatorsPage(options: OperatorsOptions | null, cdnDir: string) {
  const brake = createSignInBrake(cdnDir);

  async function showStatus(
    res: http.ServerResponse,
    name: string,
    status: number,
    { notice, error, cookie }: { notice?: string; error?: string; cookie?: string } = {},
  ) {
    if (!options) return;
    sendPage(
      res,
      status,
      statusPage({
        name,
        status: await options.actions.status(),
        action: ACTIONS,
        signOut: SIGN_OUT,
        formToken: formToken(options.token, name),
        notice,
        error,
      }),
      cookie,
    );
  }

  /** Runs one form's action; the notice to show, or throws the reason it could not. */
  async function act(form: URLSearchParams, who: string): Promise<string> {
    const { actions } = options!;
    const kind = form.get('kind');
    const remote = form.get('remote') ?? '';
    const why = (form.get('why') ?? '').trim();
    if (!why || why.length > 200) throw new Error(MESSAGES.why);
    const row = (await actions.status()).remotes.find((one) => one.remote === remote);
    if (!row) throw new Error(MESSAGES.remote);
    if (kind === 'promote') {
      const version = form.get('version') ?? '';
      if (!row.kept.includes(version)) throw new Error(MESSAGES.version);
      const share = (form.get('canary') ?? '').trim();
      const canary = share === '' ? undefined : Number(share);
      if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100))
        throw new Error(MESSAGES.canary);
      const done = await actions.promote({ remote, version, canary, why, who });
      return canary
        ? `${done.remote}@${done.version} está en vivo para el ${canary} % de los navegadores (canario).`
        : `${done.remote}@${done.version} está en vivo.`;
    }
    if (kind === 'end-canary' || kind === 'rollback') {
      const done = await actions.rollback({ remote, why, who });
      return done.canary
        ? `El canario ${done.remote}@${done.from} terminó: ${done.version} sigue en vivo para todos.`
        : `${done.remote}: ${done.from} → ${done.version} está en vivo.`;
    }
    throw new Error(MESSAGES.remote);
  }

  return async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<boolean> {
    const path = new URL(req.url ?? '/', 'http://shell').pathname;
    if (path !== OPERATORS_PATH && !path.startsWith(PAGE)) return false;
    if (!options) {
      sendText(res, 404, 'Not found');
      return true;
    }
    const { token } = options;
    const name = sessionName(req, token);
    if (req.method === 'GET' && (path === OPERATORS_PATH || path === PAGE)) {
      if (path === OPERATORS_PATH) redirect(res, PAGE);
      else if (name) {
        const notice = noticeOf(req);
        await showStatus(res, name, 200, notice ? { notice, cookie: shownNoticeCookie } : {});
      } else sendPage(res, 200, loginPage({ action: SIGN_IN }));
      return true;
    }
    if (req.method !== 'POST' || ![SIGN_IN, ACTIONS, SIGN_OUT].includes(path)) {
      sendText(res, 404, 'Not found');
      return true;
    }
    const form = await formBody(req);
    if (!form) {
      sendText(res, 413, 'Payload too large');
      return true;
    }
    if (path === SIGN_IN) {
      if (await brake.locked(req)) {
        sendPage(res, 429, loginPage({ action: SIGN_IN, error: TEXTS.tooManyTries }));
        return true;
      }
      const given = operatorName(form.get('name'));
      if (!given || !tokenMatches(token, form.get('token') ?? '')) {
        await brake.failed(req);
        sendPage(res, 401, loginPage({ action: SIGN_IN, error: TEXTS.badToken }));
        return true;
      }
      await brake.succeeded(req);
      redirect(res, PAGE, sessionCookie(req, token, given, OPERATORS_PATH));
      return true;
    }
    // Signing out and acting need the session and its form token.
    if (!name) {
      sendPage(res, 401, loginPage({ action: SIGN_IN }));
      return true;
    }
    if (!formTokenMatches(token, name, form.get('form') ?? '')) {
      await showStatus(res, name, 403, { error: MESSAGES.expired });
      return true;
    }
    if (path === SIGN_OUT) {
      redirect(res, PAGE, endedSessionCookie(OPERATORS_PATH));
      return true;
    }
    try {
      redirect(res, PAGE, noticeCookie(await act(form, name)));
    } catch (caught) {
      // Bad input is 400 with its message; a refusal of the registry or the contract gate, 409.
      const reason = caught instanceof Error ? caught.message : String(caught);
      const known = Object.values(MESSAGES).includes(reason as never);
      await showStatus(res, name, known ? 400 : 409, {
        error: known
          ? reason
          : MESSAGES.failed(KIND_WORDS[form.get('kind') ?? ''] ?? 'hacerlo', reason),
      });
    }
    return true;
  };
}
