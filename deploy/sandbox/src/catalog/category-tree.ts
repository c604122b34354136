// Category trees from the flat categories table: { name, children } nested (spec 000 §3).
import type { Db } from '../db/schema/index';

export interface Category {
  name: string;
  children: Category[];
}

interface CategoryRow {
  id: string;
  name: string;
  parent_id: string | null;
  active: boolean;
}

export async function loadCategories(db: Db, storeId: string, onlyActive: boolean): Promise<CategoryRow[]> {
  let query = db
    .selectFrom('categories')
    .select(['id', 'name', 'parent_id', 'active'])
    .where('store_id', '=', storeId)
    .orderBy('depth')
    .orderBy('position')
    .orderBy('name');
  if (onlyActive) query = query.where('active', '=', true);
  return query.execute();
}

/** Every category as a node with its subtree; roots first. An inactive parent hides its subtree. */
export function buildTree(rows: CategoryRow[]): { roots: Category[]; all: Category[] } {
  const nodes = new Map<string, Category>();
  for (const row of rows) nodes.set(row.id, { name: row.name, children: [] });
  const roots: Category[] = [];
  const reachable: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parent_id === null) roots.push(node);
    else nodes.get(row.parent_id)?.children.push(node);
  }
  const visit = (node: Category) => {
    reachable.push(node);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return { roots, all: reachable };
}
