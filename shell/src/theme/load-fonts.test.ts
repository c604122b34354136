import { fallbackFontFaceCss, WEB_FONT_METRICS } from './font-fallbacks';
import { FONT_FILES } from './font-files';
import {
  contentFontFamilies,
  registerTemplateFonts,
  templateFontFaceCss,
  templateFontFamilies,
  type TemplateTexts,
} from './load-fonts';

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

describe('registerTemplateFonts', () => {
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
  }
  const original = (globalThis as { FontFace?: unknown }).FontFace;
  beforeAll(() => Object.assign(globalThis, { FontFace: FakeFontFace }));
  afterAll(() => Object.assign(globalThis, { FontFace: original }));

  function register(texts: TemplateTexts) {
    const added: FakeFontFace[] = [];
    const fonts = { add: (face: FakeFontFace) => added.push(face) } as unknown as FontFaceSet;
    registerTemplateFonts(texts, [], fonts);
    return added;
  }

  test('web fonts never swap in late (font-display: optional), so text never reflows', () => {
    const faces = register({ fontFamily: 'Poppins' }).filter((face) => face.family === 'Poppins');
    expect(faces.map((face) => face.descriptors.weight)).toEqual(['400', '500', '600', '700']);
    for (const face of faces) expect(face.descriptors.display).toBe('optional');
  });

  test('each family gets its metric-matched fallback face over local Arial', () => {
    const faces = register({ fontFamily: 'Poppins', headingFontFamily: 'Inter' });
    const fallbacks = faces.filter((face) => face.family.endsWith(' Fallback'));
    expect(fallbacks.map((face) => face.family)).toEqual(['Poppins Fallback', 'Inter Fallback']);
    expect(fallbacks[1]!.source).toContain("local('Arial')");
    expect(fallbacks[1]!.descriptors).toMatchObject({
      sizeAdjust: '107.1194%',
      ascentOverride: '90.4365%',
      descentOverride: '22.518%',
      lineGapOverride: '0%',
    });
  });
});

test('a server render declares the same faces as CSS: the fallback first, then each weight, optional', () => {
  const css = templateFontFaceCss({ fontFamily: 'Poppins' });
  expect(css.startsWith(fallbackFontFaceCss('Poppins', WEB_FONT_METRICS.poppins!))).toBe(true);
  const weights = [
    ...css.matchAll(
      /font-family:'Poppins';src:url\(([^)]+)\) format\('woff2'\);font-weight:(\d+);font-style:normal;font-display:optional/g,
    ),
  ];
  expect(weights.map((match) => [match[1], match[2]])).toEqual(
    Object.entries(FONT_FILES.poppins!.files).map(([weight, url]) => [url, weight]),
  );
  expect(templateFontFaceCss({ fontFamily: 'Comic Sans' })).toBe('');
});
