// Cart change detection (spec 000 §4 Cart): compares the cart the shopper last saw with the fresh
// one, to drive the removed-or-reduced modal. Lines are matched by product, billing type and
// labels, not by line id: ids change when a guest cart is merged into the user's.

export interface CartLineLike {
  productId: string;
  name?: string | null;
  quantity: number;
  billingType?: string | null;
  labels?: unknown;
  productFamilyId?: string | null;
}

export interface CartChanges {
  removed: CartLineLike[];
  reduced: { line: CartLineLike; oldQuantity: number; newQuantity: number }[];
  added: CartLineLike[];
  removedBySubscription: CartLineLike[];
}

const lineKey = (line: CartLineLike): string =>
  JSON.stringify([line.productId, line.billingType ?? null, line.labels ?? []]);

/** Lines grouped by key with their quantities added up (one product may sit on several lines). */
function groupLines(lines: CartLineLike[]): Map<string, { line: CartLineLike; quantity: number }> {
  const groups = new Map<string, { line: CartLineLike; quantity: number }>();
  for (const line of lines) {
    const key = lineKey(line);
    const group = groups.get(key);
    if (group) group.quantity += line.quantity;
    else groups.set(key, { line, quantity: line.quantity });
  }
  return groups;
}

export function detectCartChanges(before: CartLineLike[], after: CartLineLike[]): CartChanges {
  const old = groupLines(before);
  const fresh = groupLines(after);
  const changes: CartChanges = { removed: [], reduced: [], added: [], removedBySubscription: [] };
  for (const [key, { line, quantity }] of old) {
    const now = fresh.get(key);
    if (!now) {
      // A sibling of the same family in the fresh cart replaced it (one product of a family per cart).
      const replaced =
        line.productFamilyId != null &&
        after.some(
          (other) =>
            other.productFamilyId === line.productFamilyId && other.productId !== line.productId,
        );
      (replaced ? changes.removedBySubscription : changes.removed).push(line);
    } else if (now.quantity < quantity) {
      changes.reduced.push({ line: now.line, oldQuantity: quantity, newQuantity: now.quantity });
    }
  }
  for (const [key, { line }] of fresh) if (!old.has(key)) changes.added.push(line);
  return changes;
}

/** Whether the shopper must see the changes before paying (anything gone or fewer). */
export const hasBlockingChanges = (changes: CartChanges): boolean =>
  changes.removed.length > 0 ||
  changes.reduced.length > 0 ||
  changes.removedBySubscription.length > 0;

/**
 * Which of the store's overlay texts (000 §3 content.views.overlays) a notice uses: the
 * removed-products notice ("elementsRemoved") when products only went away, the cart-modified
 * notice ("cartCatalogSafeCheck") when a quantity was cut too (000 §2 Cart page modals:
 * "removed-products notice, reduced-quantity notice, cart-modified notice").
 */
export function cartNoticeOverlay(changes: CartChanges): 'elementsRemoved' | 'cartCatalogSafeCheck' {
  const removedOnly =
    changes.reduced.length === 0 &&
    changes.removed.length + changes.removedBySubscription.length > 0;
  return removedOnly ? 'elementsRemoved' : 'cartCatalogSafeCheck';
}
