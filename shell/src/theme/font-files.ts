// Web fonts served from the shell's own origin (@fontsource files, emitted as hashed assets):
// shoppers' fonts never depend on a third-party host. Latin subset (covers á, é, ñ, ¿, ¡) in the
// weights Chakra's recipes use: 400 body, 500 buttons, 600 headings, 700 bold.
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import montserrat400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2';
import montserrat500 from '@fontsource/montserrat/files/montserrat-latin-500-normal.woff2';
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2';
import montserrat700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2';
import poppins400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2';
import poppins500 from '@fontsource/poppins/files/poppins-latin-500-normal.woff2';
import poppins600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2';
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto600 from '@fontsource/roboto/files/roboto-latin-600-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

export type FontWeight = '400' | '500' | '600' | '700';

/** Families a template may name, by lower-case name. */
export const FONT_FILES: Record<string, { family: string; files: Record<FontWeight, string> }> = {
  inter: {
    family: 'Inter',
    files: { '400': inter400, '500': inter500, '600': inter600, '700': inter700 },
  },
  montserrat: {
    family: 'Montserrat',
    files: {
      '400': montserrat400,
      '500': montserrat500,
      '600': montserrat600,
      '700': montserrat700,
    },
  },
  poppins: {
    family: 'Poppins',
    files: { '400': poppins400, '500': poppins500, '600': poppins600, '700': poppins700 },
  },
  roboto: {
    family: 'Roboto',
    files: { '400': roboto400, '500': roboto500, '600': roboto600, '700': roboto700 },
  },
};
