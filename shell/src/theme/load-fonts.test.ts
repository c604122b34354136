import { templateFontFamilies } from './load-fonts';

test('only the self-hosted families the template names are registered', () => {
  expect(
    templateFontFamilies({ fontFamily: "'Poppins', sans-serif", headingFontFamily: 'Montserrat' }),
  ).toEqual(['poppins', 'montserrat']);
  expect(templateFontFamilies({ fontFamily: 'Roboto', headingFontFamily: 'Roboto' })).toEqual([
    'roboto',
  ]);
  expect(templateFontFamilies({ fontFamily: 'Comic Sans MS' })).toEqual([]);
  expect(templateFontFamilies(null)).toEqual([]);
});
