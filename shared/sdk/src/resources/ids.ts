/** Encodes one path segment (ids, SKUs, emails). */
export const seg = (value: string): string => encodeURIComponent(value);
