// Spec 000 §2/§3 label pickers over the nested tree `labels: { name, selection, labels }[]`
// (deploy/sandbox/API.md: "a node with children asks the shopper to pick one of them (`selection`
// is the question), a leaf is a final choice").
// Reading (decision): each top-level node with children is one question; a top-level leaf asks
// nothing. `chosen` is the flat list of picked names, question after question, depth first: for
// the seed's box, ['Chica', 'Solo frutas'] answers "Elige el tamaño de tu caja" then "Elige el
// contenido". Pickers appear one at a time: a level shows once the ones before it are answered.

export interface LabelNode {
  name: string;
  selection?: unknown;
  labels?: readonly LabelNode[] | null;
}

export interface LabelLevel {
  /** Position in `chosen` this picker answers. */
  index: number;
  /** The node asking: 'Tamaño', 'Chica', … */
  name: string;
  /** Its `selection` text when it is a string ('Elige el tamaño de tu caja'), else the name. */
  question: string;
  /** Names of its children, in order. */
  options: string[];
  /** The picked option, or null while unanswered (or when the stored name is not an option). */
  value: string | null;
}

const childrenOf = (node: LabelNode): readonly LabelNode[] => node.labels ?? [];

function walk(tree: readonly LabelNode[] | null | undefined, chosen: readonly string[]): { levels: LabelLevel[]; complete: boolean } {
  const levels: LabelLevel[] = [];
  for (const root of tree ?? []) {
    let node: LabelNode | undefined = root;
    while (node && childrenOf(node).length > 0) {
      const options: string[] = childrenOf(node).map((child) => child.name);
      const index = levels.length;
      const picked: string | undefined = chosen[index];
      const value: string | null = picked !== undefined && options.includes(picked) ? picked : null;
      const question = typeof node.selection === 'string' && node.selection.trim() ? node.selection : node.name;
      levels.push({ index, name: node.name, question, options, value });
      if (value === null) return { levels, complete: false };
      node = childrenOf(node).find((child: LabelNode) => child.name === value);
    }
  }
  return { levels, complete: true };
}

/** The pickers to show for what has been chosen so far (the last one may be unanswered). */
export function labelLevels(tree: readonly LabelNode[] | null | undefined, chosen: readonly string[]): LabelLevel[] {
  return walk(tree, chosen).levels;
}

/** Every question of the tree is answered with one of its options (a tree without questions is). */
export function labelsComplete(tree: readonly LabelNode[] | null | undefined, chosen: readonly string[]): boolean {
  return walk(tree, chosen).complete;
}

/** Answer picker `index`: later answers depended on the old one, so they are dropped. */
export function chooseLabel(chosen: readonly string[], index: number, value: string): string[] {
  return [...chosen.slice(0, index), value];
}

/** The answers that still fit the tree (what to send as the cart line's labels). */
export function chosenLabels(tree: readonly LabelNode[] | null | undefined, chosen: readonly string[]): string[] {
  return walk(tree, chosen)
    .levels.map((level) => level.value)
    .filter((value): value is string => value !== null);
}
