// The category tree as the sidebar shows it: cut at depth 4 (spec 000 §2), names unique per path.
import type { Category } from '@storefront/sdk';
import { CATEGORY_MAX_DEPTH } from './catalog-texts';

export interface CategoryNode {
  name: string;
  depth: number;
  children: CategoryNode[];
}

export function categoryNodes(
  categories: readonly Category[],
  maxDepth = CATEGORY_MAX_DEPTH,
  depth = 1,
): CategoryNode[] {
  if (depth > maxDepth) return [];
  return categories.map((category) => ({
    name: category.name,
    depth,
    children: categoryNodes(category.children ?? [], maxDepth, depth + 1),
  }));
}

/** True when a category below `node` is selected: its branch starts open, so a link's filter
 *  (e.g. "?categories=Café en grano") shows checked where it sits in the tree. */
export function hasSelectedDescendant(node: CategoryNode, selected: readonly string[]): boolean {
  return node.children.some(
    (child) => selected.includes(child.name) || hasSelectedDescendant(child, selected),
  );
}
