import type { Paged } from '../schemas/common';

/**
 * Every item of a paged list: page 1, 2, … until the last page the answers report (spec 002 §7
 * Orders: "Pages are looped until all are read"). An empty page ends the loop too, so a server
 * whose page count is off cannot keep it going.
 */
export async function readAllPages<T>(readPage: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await readPage(page);
    items.push(...answer.docs);
    if (answer.docs.length === 0 || page >= answer.pages) return items;
  }
}
