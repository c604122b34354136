// Spec 000 §4: "truncated to whole percent in one place and rounded as 100*(1 - final/initial) in
// another; both readings apply (cart notices truncate, catalogue cards round)".
function fraction(initial: number, final: number): number {
  return initial > 0 ? 100 * (1 - final / initial) : 0;
}

/** Cart notices. */
export function discountPercentageTruncated(initial: number, final: number): number {
  return Math.trunc(fraction(initial, final) + 1e-9);
}

/** Catalogue cards (and 002 §5 "total promotion percentage is rounded to a whole percent"). */
export function discountPercentageRounded(initial: number, final: number): number {
  return Math.round(fraction(initial, final));
}
