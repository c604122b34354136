// `notes` is free-form in the contract (API.md: `notes`): a text, a list of texts, or a list of
// `{ title?, text? }`. Turned into plain entries here so the page renders one shape.
export interface Note {
  title?: string;
  text: string;
}

function noteOf(value: unknown): Note | null {
  if (typeof value === 'string') return value.trim() ? { text: value.trim() } : null;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const text = [record.text, record.description, record.body, record.content].find(
      (part) => typeof part === 'string' && part.trim(),
    ) as string | undefined;
    const title =
      typeof record.title === 'string' && record.title.trim() ? record.title.trim() : undefined;
    if (!text && !title) return null;
    return { ...(title ? { title } : {}), text: text?.trim() ?? '' };
  }
  return null;
}

export function normalizeNotes(notes: unknown): Note[] {
  const list = Array.isArray(notes) ? notes : [notes];
  return list.map(noteOf).filter((note): note is Note => note !== null);
}
