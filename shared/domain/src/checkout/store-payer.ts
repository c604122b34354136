// The shopper's payer in a store, whose company data the profile and checkout show. Spec 000 §4 Session:
// "a payer is fetched for the user and store; if missing it is created; if inactive the
// data-confirmation dialog is forced", so a list may hold an inactive one: the active one counts.

/** The active payer, else the first; null when there is none. */
export function storePayer<P extends { active?: boolean | null }>(payers: readonly P[]): P | null {
  return payers.find((payer) => payer.active === true) ?? payers[0] ?? null;
}
