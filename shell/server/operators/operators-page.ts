// The operators' page as HTML written by the server (no script: it works with the shell's CSP and
// without the SPA): per remote what is live, the last-known-good, a running canary with its
// browsers and failure rate, the versions kept on the CDN, and the forms that promote, end a
// canary and roll back; then the history. Spanish, as every page of the product.
import type { DeployStatus } from '../../../deploy/stack/src/deploy-actions.mjs';
import type { HistoryEntry } from '../../../deploy/stack/src/registry.mjs';

export const TEXTS = {
  title: 'Operaciones',
  signIn: 'Entrar',
  name: 'Tu nombre (queda en el historial)',
  token: 'Token de operador',
  badToken: 'El nombre o el token no son válidos.',
  tooManyTries: 'Demasiados intentos fallidos desde esta dirección. Espera 15 minutos.',
  signOut: 'Salir',
  signedInAs: 'Sesión de',
  environment: 'Entorno',
  live: 'En vivo',
  previous: 'Última versión buena',
  canary: 'Canario',
  kept: 'Versiones en el CDN',
  none: 'ninguna',
  version: 'Versión',
  canaryShare: 'Canario: porcentaje de navegadores (vacío: todos)',
  why: 'Motivo',
  promote: 'Publicar',
  endCanary: 'Terminar canario',
  rollback: 'Volver a la versión anterior',
  history: 'Historial',
  when: 'Cuándo',
  who: 'Quién',
  what: 'Qué',
  nothingPublished: 'Todavía no hay remotos publicados.',
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 64rem; padding: 1rem; color: #1a202c; }
  section { border: 1px solid #cbd5e0; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 0.75rem 0; }
  label { display: flex; flex-direction: column; gap: 0.25rem; }
  input, select, button { font: inherit; padding: 0.4rem 0.6rem; }
  button { background: #2b6cb0; color: #fff; border: 0; border-radius: 0.25rem; cursor: pointer; }
  button.secondary { background: #4a5568; }
  [role=alert] { border-left: 4px solid #c53030; padding: 0.5rem 1rem; background: #fff5f5; }
  [role=status] { border-left: 4px solid #2f855a; padding: 0.5rem 1rem; background: #f0fff4; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const notices = (notice?: string, error?: string) =>
  [
    error ? `<p role="alert">${escape(error)}</p>` : '',
    notice ? `<p role="status">${escape(notice)}</p>` : '',
  ].join('');

export function loginPage({ action, error }: { action: string; error?: string }): string {
  return layout(
    TEXTS.title,
    `<h1>${TEXTS.title}</h1>
${notices(undefined, error)}
<form method="post" action="${escape(action)}">
  <label>${TEXTS.name}<input name="name" autocomplete="name" required maxlength="60"></label>
  <label>${TEXTS.token}<input name="token" type="password" autocomplete="current-password" required></label>
  <button type="submit">${TEXTS.signIn}</button>
</form>`,
  );
}

type Row = DeployStatus['remotes'][number];

const percentOf = (failed: number, served: number) =>
  served === 0 ? '0 %' : `${Math.round((failed / served) * 100)} %`;

function canaryText(canary: NonNullable<Row['canary']>): string {
  return `${canary.version} para el ${canary.percent} % de los navegadores desde ${canary.since}: ${canary.failed} de ${canary.served} navegadores fallaron (${percentOf(canary.failed, canary.served)})`;
}

/** One form posting an action on a remote; `fields` are its own inputs. */
function actionForm(options: {
  action: string;
  formToken: string;
  kind: 'promote' | 'end-canary' | 'rollback';
  remote: string;
  fields: string;
  button: string;
  secondary?: boolean;
}): string {
  const id = `${options.kind}-${options.remote}`;
  return `<form method="post" action="${escape(options.action)}" aria-label="${escape(`${options.button}: ${options.remote}`)}">
  <input type="hidden" name="form" value="${escape(options.formToken)}">
  <input type="hidden" name="kind" value="${options.kind}">
  <input type="hidden" name="remote" value="${escape(options.remote)}">
  ${options.fields}
  <label for="why-${escape(id)}">${TEXTS.why}</label>
  <input id="why-${escape(id)}" name="why" required maxlength="200">
  <button type="submit"${options.secondary ? ' class="secondary"' : ''}>${options.button}</button>
</form>`;
}

function remoteSection(row: Row, action: string, formToken: string): string {
  const choices = row.kept.filter((version) => version !== row.live);
  const versionId = `version-${row.remote}`;
  const shareId = `canary-${row.remote}`;
  const promote = choices.length
    ? actionForm({
        action,
        formToken,
        kind: 'promote',
        remote: row.remote,
        button: TEXTS.promote,
        fields: `<label for="${escape(versionId)}">${TEXTS.version}</label>
  <select id="${escape(versionId)}" name="version">${choices.map((version) => `<option>${escape(version)}</option>`).join('')}</select>
  <label for="${escape(shareId)}">${TEXTS.canaryShare}</label>
  <input id="${escape(shareId)}" name="canary" type="number" min="1" max="100" inputmode="numeric">`,
      })
    : '';
  const back = row.canary
    ? actionForm({
        action,
        formToken,
        kind: 'end-canary',
        remote: row.remote,
        button: TEXTS.endCanary,
        fields: '',
        secondary: true,
      })
    : row.previous.length
      ? actionForm({
          action,
          formToken,
          kind: 'rollback',
          remote: row.remote,
          button: `${TEXTS.rollback} (${row.previous[0]})`,
          fields: '',
          secondary: true,
        })
      : '';
  return `<section aria-labelledby="remote-${escape(row.remote)}">
  <h2 id="remote-${escape(row.remote)}">${escape(row.remote)}</h2>
  <dl>
    <dt>${TEXTS.live}</dt><dd>${escape(row.live ?? '-')}</dd>
    <dt>${TEXTS.previous}</dt><dd>${escape(row.previous[0] ?? TEXTS.none)}</dd>
    <dt>${TEXTS.canary}</dt><dd>${row.canary ? escape(canaryText(row.canary)) : TEXTS.none}</dd>
    <dt>${TEXTS.kept}</dt><dd>${row.kept.length}</dd>
  </dl>
  ${promote}
  ${back}
</section>`;
}

/** One history entry in words: what was done to which version. */
export function historyWhat(entry: HistoryEntry): string {
  if (entry.action === 'canary')
    return `canario ${entry.remote}@${entry.version} para el ${entry.percent} %`;
  if (entry.action === 'auto-rollback' || (entry.action === 'rollback' && entry.percent))
    return `${entry.action === 'auto-rollback' ? 'fin automático' : 'fin'} del canario ${entry.remote}@${entry.from} (en vivo: ${entry.version})`;
  const verb =
    entry.action === 'rollback'
      ? 'vuelta a'
      : entry.action === 'promote'
        ? 'publicación de'
        : entry.action;
  return `${verb} ${entry.remote}@${entry.version}${entry.from ? ` (antes ${entry.from})` : ''}`;
}

function historyTable(history: HistoryEntry[]): string {
  const rows = history
    .slice(-50)
    .reverse()
    .map(
      (entry) =>
        `<tr><td>${escape(entry.at)}</td><td>${escape(entry.who ?? '-')}</td><td>${escape(historyWhat(entry))}</td><td>${escape(entry.why ?? '')}</td></tr>`,
    )
    .join('');
  return `<h2>${TEXTS.history}</h2>
<table>
  <thead><tr><th scope="col">${TEXTS.when}</th><th scope="col">${TEXTS.who}</th><th scope="col">${TEXTS.what}</th><th scope="col">${TEXTS.why}</th></tr></thead>
  <tbody>${rows}</tbody>
</table>`;
}

export function statusPage(options: {
  name: string;
  status: DeployStatus;
  action: string;
  signOut: string;
  formToken: string;
  notice?: string;
  error?: string;
}): string {
  const { status } = options;
  return layout(
    `${TEXTS.title} · ${status.environment}`,
    `<h1>${TEXTS.title}</h1>
<p>${TEXTS.signedInAs} ${escape(options.name)} · ${TEXTS.environment} «${escape(status.environment)}»</p>
<form method="post" action="${escape(options.signOut)}">
  <input type="hidden" name="form" value="${escape(options.formToken)}">
  <button type="submit" class="secondary">${TEXTS.signOut}</button>
</form>
${notices(options.notice, options.error)}
${status.remotes.length ? status.remotes.map((row) => remoteSection(row, options.action, options.formToken)).join('\n') : `<p>${TEXTS.nothingPublished}</p>`}
${historyTable(status.history)}`,
  );
}
