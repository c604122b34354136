// The JSON-schema pieces routes repeat: a bounded string, an id (a non-empty string of at most 200
// characters), and an object of required ids (path params, a query, a body). hardenSchema adds the
// default bounds on top.

export const text = (max: number, min = 0) =>
  ({ type: 'string', minLength: min, maxLength: max }) as const;
export const idField = text(200, 1);

/** An object of required ids: `requiredIds('id')`, the params of `/things/:id`. */
export const requiredIds = <K extends string>(...names: K[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, idField])) as Record<
      K,
      typeof idField
    >,
  }) as const;
