// A request checked against /v1/openapi.json: the operation its verb and path name, its path
// parameters, query and JSON body validated with the document's own schemas (the ones the API
// validates with), coercing query strings as the API does.
import Ajv, { type ValidateFunction } from 'ajv';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body?: unknown;
}

const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: 'array', useDefaults: false });
const compiled = new Map<string, ValidateFunction>();
const validatorOf = (key: string, schema: Schema) => {
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
  return validate;
};

const templateRegex = (path: string) =>
  new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\/$/, '')}/?$`);

/** The document's path for a concrete one: literal segments win over parameters. */
export function operationPath(document: OpenApiDocument, method: string, pathname: string) {
  const candidates = Object.keys(document.paths)
    .filter((path) => document.paths[path]?.[method.toLowerCase()])
    .filter((path) => templateRegex(path).test(pathname))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return candidates[0] ?? null;
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/** Why the document refuses the request (one line per problem), or [] when it accepts it. */
export function problemsOf(document: OpenApiDocument, request: RecordedRequest): string[] {
  const url = new URL(request.url);
  const path = operationPath(document, request.method, url.pathname);
  const name = `${request.method} ${url.pathname}`;
  if (!path) return [`${name}: no such operation in the document`];
  const operation = document.paths[path]![request.method.toLowerCase()]!;
  const problems: string[] = [];
  const check = (key: string, schema: Schema, value: unknown, part: string) => {
    const validate = validatorOf(key, schema);
    if (!validate(value))
      problems.push(`${name} ${part}: ${ajv.errorsText(validate.errors, { dataVar: part })}`);
  };
  const parameters = operation.parameters ?? [];
  const querySchema: Schema = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
    ),
    required: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
  };
  check(`${request.method} ${path} query`, querySchema, queryObject(url.searchParams), 'query');
  const segments = url.pathname.split('/');
  path.split('/').forEach((segment, index) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1];
    const schema = parameters.find((p) => p.in === 'path' && p.name === param)?.schema;
    if (param && schema)
      check(
        `${request.method} ${path} ${param}`,
        schema,
        decodeURIComponent(segments[index]!),
        param,
      );
  });
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) check(`${request.method} ${path} body`, bodySchema, request.body ?? {}, 'body');
  else if (request.body !== undefined && Object.keys(request.body as object).length)
    problems.push(`${name}: sends a body the document does not take`);
  return problems;
}
