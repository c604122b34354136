import { lineLabelTexts } from './line-labels';

test('label choices read "Nombre: valor"', () => {
  expect(lineLabelTexts([{ name: 'Tamaño', labels: [{ name: 'Grande' }] }])).toEqual([
    'Tamaño: Grande',
  ]);
  expect(
    lineLabelTexts([
      { name: 'Color', value: 'Rojo' },
      { name: 'Talla', selection: 'M' },
    ]),
  ).toEqual(['Color: Rojo', 'Talla: M']);
  expect(lineLabelTexts({ Tamaño: 'Grande', Color: ['Rojo', 'Azul'] })).toEqual([
    'Tamaño: Grande',
    'Color: Rojo, Azul',
  ]);
  expect(lineLabelTexts(['Orgánico', ''])).toEqual(['Orgánico']);
  expect(
    lineLabelTexts([
      { name: 'Tipo', labels: [{ name: 'Caja', labels: [{ name: '12 unidades' }] }] },
    ]),
  ).toEqual(['Tipo: Caja / 12 unidades']);
  expect(lineLabelTexts(null)).toEqual([]);
});
