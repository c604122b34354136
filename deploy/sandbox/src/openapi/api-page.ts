// /sandbox/api: the OpenAPI document as a page an integrator reads (no script: headings per
// resource, one section per call with its parameters and body), linking the JSON itself.
import { html, Html, page } from '../sandbox-pages/html';
import { METHODS, type JsonSchema, type OpenApiDocument, type Operation } from './openapi-types';
import { OPENAPI_PATH } from './openapi-document';

type Schema = JsonSchema;

const typeOf = (schema: Schema | undefined): string => {
  if (!schema) return '';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? '');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (type === 'array') return `${typeOf(schema.items)}[]`;
  return type || (schema.anyOf || schema.oneOf ? 'uno de varios' : 'cualquiera');
};

function parameterRows(operation: Operation): Html[] {
  return (operation.parameters ?? []).map((entry) => {
    const parameter = entry;
    return html`<tr>
      <td><code>${parameter.name}</code></td>
      <td>${parameter.in}</td>
      <td>${parameter.required ? 'sí' : 'no'}</td>
      <td>${typeOf(parameter.schema)}</td>
    </tr>`;
  });
}

function bodyOf(operation: Operation): Html | null {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return null;
  return html`<p>Cuerpo (JSON):</p>
    <pre>${JSON.stringify(schema, null, 2)}</pre>`;
}

function operationSection(method: string, path: string, operation: Operation): Html {
  const rows = parameterRows(operation);
  const title = `${method.toUpperCase()} ${path}`;
  return html`<section aria-labelledby="${operation.operationId}">
    <h3 id="${operation.operationId}"><code>${title}</code></h3>
    ${
      rows.length
        ? html`<table>
            <caption>
              Parámetros de ${title}
            </caption>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Dónde</th>
                <th scope="col">Obligatorio</th>
                <th scope="col">Tipo</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`
        : html`<p>Sin parámetros.</p>`
    }
    ${bodyOf(operation)}
  </section>`;
}

export function apiPage(document: OpenApiDocument): string {
  const byTag = new Map<string, Html[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'v1';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const server = document.servers?.[0]?.url ?? '';
  return page(
    'API del proveedor v1',
    html`<h1>API del proveedor v1</h1>
      <p>
        Base: <code>${server}</code>. Cada respuesta es <code>{ code, data }</code> (o
        <code>{ code, message, errors }</code> si falla). Documento OpenAPI 3.1:
        <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.
      </p>
      <nav aria-label="Recursos">
        <ul>
          ${tags.map((tag) => html`<li><a href="#tag-${tag}">${tag}</a></li>`)}
        </ul>
      </nav>
      ${tags.map(
        (tag) =>
          html`<section aria-labelledby="tag-${tag}">
            <h2 id="tag-${tag}">${tag}</h2>
            ${byTag.get(tag) ?? []}
          </section>`,
      )}`,
    'API del proveedor',
  );
}
