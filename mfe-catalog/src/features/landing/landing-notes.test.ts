import { normalizeNotes } from './landing-notes';

test('notes: a text, a list of texts or of { title, text }; blanks dropped', () => {
  expect(normalizeNotes('Despachos de lunes a viernes')).toEqual([
    { text: 'Despachos de lunes a viernes' },
  ]);
  expect(normalizeNotes(['a', ' ', { title: 'T', text: 'b' }, null])).toEqual([
    { text: 'a' },
    { title: 'T', text: 'b' },
  ]);
  expect(normalizeNotes(undefined)).toEqual([]);
});
