// views.contact's e-mail and phone, checked (the store document is loose beyond the view basics).
export interface ContactDetails {
  email: string | null;
  phone: string | null;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function contactDetails(view: Record<string, unknown>): ContactDetails {
  return { email: text(view.email), phone: text(view.phone) };
}

/** tel: links take the digits and a leading "+" only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
