// Tightens a route's JSON schema where its author said nothing: objects with declared properties
// take no other keys, and every object, string, array and number gets the default bound of
// INPUT_LIMITS. A bound the route sets itself always wins. Applied to every route as it is
// registered, so a route written tomorrow is bounded the same way.
import { INPUT_LIMITS } from './input-limits';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const typesOf = (schema: Schema): string[] => {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
};

export function hardenSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  if (isSchema(out.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([key, value]) => [key, hardenSchema(value)]),
    );
  }
  if (isSchema(out.additionalProperties))
    out.additionalProperties = hardenSchema(out.additionalProperties);
  if (Array.isArray(out.items)) out.items = out.items.map(hardenSchema);
  else if (isSchema(out.items)) out.items = hardenSchema(out.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map(hardenSchema);
  }

  const types = typesOf(out);
  if (types.includes('object')) {
    if (out.additionalProperties === undefined && isSchema(out.properties))
      out.additionalProperties = false;
    out.maxProperties ??= INPUT_LIMITS.maxKeys;
  }
  if (types.includes('string')) out.maxLength ??= INPUT_LIMITS.maxString;
  if (types.includes('array')) out.maxItems ??= INPUT_LIMITS.maxItems;
  if (types.includes('number') || types.includes('integer')) {
    out.minimum ??= -INPUT_LIMITS.maxNumber;
    out.maximum ??= INPUT_LIMITS.maxNumber;
  }
  return out;
}

/** Names of the properties of an object schema whose type is a number (query and path only). */
export function numericProperties(schema: unknown): string[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, value]) => {
      if (!isSchema(value)) return false;
      const types = typesOf(value);
      return types.includes('number') || types.includes('integer');
    })
    .map(([key]) => key);
}
