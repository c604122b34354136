// A cart line's `labels` is the shopper's choice in the product's label tree (spec 000 §3: labels
// is a nested tree of name, selection, labels). The contract leaves its exact shape open, so the
// common readings are accepted: a list of texts, a list of { name, value | selection | labels },
// or a { name: value } map. Each becomes "Nombre: valor" (or the name alone).

function valueText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(valueText).filter((part): part is string => part !== null);
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') {
      const nested = valueText(record.labels ?? record.value ?? record.selection);
      return nested ? `${record.name} / ${nested}` : record.name;
    }
  }
  return null;
}

function entryText(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null;
  if (typeof entry !== 'object' || entry === null) return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.name !== 'string') return null;
  const value = valueText(record.value ?? record.selection ?? record.labels);
  return value ? `${record.name}: ${value}` : record.name;
}

export function lineLabelTexts(labels: unknown): string[] {
  if (Array.isArray(labels))
    return labels.map(entryText).filter((text): text is string => text !== null);
  if (typeof labels === 'object' && labels !== null) {
    return Object.entries(labels as Record<string, unknown>)
      .map(([name, value]) => {
        const text = valueText(value);
        return text ? `${name}: ${text}` : null;
      })
      .filter((text): text is string => text !== null);
  }
  return typeof labels === 'string' && labels.trim() ? [labels.trim()] : [];
}
