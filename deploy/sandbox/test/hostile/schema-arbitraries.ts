// fast-check arbitraries driven by a route's own JSON schema (issue 10 hostile-input suite): each
// value is either shaped like the schema (right keys and types, hostile contents) or something
// the schema never meant (wrong types, NUL bytes, lone surrogates, numbers no decimal spells,
// nesting thousands deep, unknown and prototype keys, oversized strings).
import fc from 'fast-check';
import { INPUT_LIMITS } from '../../src/http/input-limits';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const typesOf = (schema: Schema): string[] =>
  typeof schema.type === 'string'
    ? [schema.type]
    : Array.isArray(schema.type)
      ? (schema.type as string[])
      : [];

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/**
 * Strings past the limits, at the limits: the longest a field takes when its schema says nothing
 * smaller and one character more, a body just past the body limit, and lengths from well under
 * the first to three times it. (Lengths drawn from 1,000 to 300,000 put most of them far past
 * both limits, where every one is refused alike, and spent a third of the suite's time making,
 * encoding and parsing them; issue 37.)
 */
const oversized: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(INPUT_LIMITS.maxString, INPUT_LIMITS.maxString + 1, INPUT_LIMITS.bodyBytes + 1),
    fc.integer({ min: 1_000, max: 3 * INPUT_LIMITS.maxString }),
  )
  .map((length) => 'a'.repeat(length));

/** Strings an attacker tries first, then generated ones with the same poison mixed in. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e400',
    '-1e400',
    '0x7E8',
    '1e308',
    '-0',
    '99999999999999999999',
    "' OR '1'='1' --",
    '"; drop table users; --',
    '../../etc/passwd',
    '/tienda-demo/../farmacia-demo',
    '%00',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '{"$ne":null}',
    '   ',
    '',
    'st-tienda-demo',
    'u-ana',
    'card-ana-td',
    // Issue 14: Ana's pending charge and an active service, so hostile calls reach real rows.
    'ch-sv-0001',
    'svc-sv-0001',
    'ana@demo.cl',
    '😀'.repeat(50),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), loneSurrogate, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
    .map(([a, b]) => `${a}\u0000${b}`),
  oversized,
  fc.emailAddress(),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 0.5, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays nested `depth` deep: `[[[…]]]`. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);

/** Anything at all, including shapes no route takes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 2_000 }).map(nested) },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { __proto__: { admin: true } },
      JSON.parse('{"__proto__":{"x":1}}'),
      { constructor: { prototype: 1 } },
    ),
  },
);

/** A value shaped by the schema where it can be, hostile where it may be. */
export function shapedValue(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 6) return hostileValue;
  const variants: fc.Arbitrary<unknown>[] = [];
  if (Array.isArray(schema.enum)) variants.push(fc.constantFrom(...(schema.enum as unknown[])));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) variants.push(...list.map((item) => shapedValue(item, depth + 1)));
  }
  for (const type of typesOf(schema)) {
    if (type === 'string') variants.push(hostileString);
    if (type === 'integer')
      variants.push(fc.oneof(fc.integer({ min: -5, max: 3_000 }), hostileNumber));
    if (type === 'number') variants.push(hostileNumber);
    if (type === 'boolean') variants.push(fc.boolean());
    if (type === 'null') variants.push(fc.constant(null));
    if (type === 'array')
      variants.push(fc.array(shapedValue(schema.items, depth + 1), { maxLength: 4 }));
    if (type === 'object') variants.push(shapedObject(schema, depth));
  }
  if (!variants.length) return hostileValue;
  return fc.oneof(
    { weight: 5, arbitrary: fc.oneof(...variants) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** An object with the schema's keys (required ones usually present) and now and then unknown ones. */
export function shapedObject(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const entries = Object.entries(properties).map(([key, value]) =>
    fc.tuple(
      fc.constant(key),
      shapedValue(value, depth + 1),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
  );
  const extra = fc.option(fc.dictionary(hostileString, leaf, { minKeys: 1, maxKeys: 3 }), {
    freq: 6,
  });
  return fc.tuple(fc.tuple(...entries), extra).map(([picked, more]) => {
    const out: Record<string, unknown> = {};
    // A required key is left out one time in ten, an optional one half the time.
    for (const [key, value, roll] of picked)
      if (roll < (required.has(key) ? 0.9 : 0.5)) out[key] = value;
    return more ? { ...out, ...more } : out;
  });
}
