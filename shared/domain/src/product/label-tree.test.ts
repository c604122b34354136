import { chooseLabel, chosenLabels, labelLevels, labelsComplete, type LabelNode } from './label-tree';

// The seed's box (deploy/sandbox tienda-demo td-p-0001): pick a size, then a content for it.
const contents = (): LabelNode[] => [
  { name: 'Solo frutas', selection: null, labels: [] },
  { name: 'Frutas y verduras', selection: null, labels: [] },
];
const box: LabelNode[] = [
  {
    name: 'Tamaño',
    selection: 'Elige el tamaño de tu caja',
    labels: [
      { name: 'Chica', selection: 'Elige el contenido', labels: contents() },
      { name: 'Grande', selection: 'Elige el contenido', labels: contents() },
    ],
  },
];

describe('label tree (spec 000 §2 "label pickers", §3 "labels (nested tree of name, selection, labels)")', () => {
  it('shows the first question alone until it is answered', () => {
    expect(labelLevels(box, [])).toEqual([
      { index: 0, name: 'Tamaño', question: 'Elige el tamaño de tu caja', options: ['Chica', 'Grande'], value: null },
    ]);
    expect(labelsComplete(box, [])).toBe(false);
  });
  it('then the chosen node\'s question', () => {
    const levels = labelLevels(box, ['Grande']);
    expect(levels.map((l) => [l.question, l.value])).toEqual([
      ['Elige el tamaño de tu caja', 'Grande'],
      ['Elige el contenido', null],
    ]);
    expect(levels[1]?.options).toEqual(['Solo frutas', 'Frutas y verduras']);
    expect(labelsComplete(box, ['Grande'])).toBe(false);
  });
  it('complete once a leaf is reached', () => {
    expect(labelsComplete(box, ['Chica', 'Frutas y verduras'])).toBe(true);
    expect(chosenLabels(box, ['Chica', 'Frutas y verduras'])).toEqual(['Chica', 'Frutas y verduras']);
  });
  it('a name that is not an option leaves the level unanswered', () => {
    expect(labelsComplete(box, ['Mediana', 'Solo frutas'])).toBe(false);
    expect(chosenLabels(box, ['Mediana', 'Solo frutas'])).toEqual([]);
  });
  it('changing an earlier answer drops the later ones', () => {
    expect(chooseLabel(['Chica', 'Solo frutas'], 0, 'Grande')).toEqual(['Grande']);
    expect(chooseLabel(['Chica'], 1, 'Solo frutas')).toEqual(['Chica', 'Solo frutas']);
  });
  it('several top-level questions are asked in turn; the name stands in for a missing question', () => {
    const tree: LabelNode[] = [
      { name: 'Color', labels: [{ name: 'Rojo' }, { name: 'Azul' }] },
      { name: 'Talla', selection: 'Elige tu talla', labels: [{ name: 'S' }, { name: 'M' }] },
    ];
    expect(labelLevels(tree, ['Azul']).map((l) => l.question)).toEqual(['Color', 'Elige tu talla']);
    expect(labelsComplete(tree, ['Azul'])).toBe(false);
    expect(labelsComplete(tree, ['Azul', 'M'])).toBe(true);
  });
  it('no labels, or only leaves, ask nothing', () => {
    expect(labelLevels([], [])).toEqual([]);
    expect(labelsComplete(null, [])).toBe(true);
    expect(labelsComplete([{ name: 'Único', selection: null, labels: [] }], [])).toBe(true);
  });
});
