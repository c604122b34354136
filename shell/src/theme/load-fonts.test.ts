import { contentFontFamilies, templateFontFamilies } from './load-fonts';

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

test("the store content's fonts (navbar, options, footer, landing) add their families", () => {
  const content = {
    navigation: {
      navbar: {
        fonts: { fontFamily: 'Montserrat' },
        navOptionsDesktop: [{ text: 'Inicio', fonts: { fontFamily: 'Inter' } }],
      },
      footer: { fonts: { fontFamily: 'Comic Sans MS' } },
    },
    views: { landing: { fonts: { fontFamily: "'Roboto', sans-serif", fontSize: '18px' } } },
  };
  expect(contentFontFamilies(content)).toEqual([
    'Montserrat',
    'Inter',
    'Comic Sans MS',
    "'Roboto', sans-serif",
  ]);
  expect(templateFontFamilies({ fontFamily: 'Poppins' }, contentFontFamilies(content))).toEqual([
    'poppins',
    'montserrat',
    'inter',
    'roboto',
  ]);
});
