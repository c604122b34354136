/** Deep merge for the PATCH scenes: plain objects merge key by key; arrays, scalars and null replace. */
export function deepMerge(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch) || !isPlainObject(target)) return patch;
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) out[key] = deepMerge(target[key], value);
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
