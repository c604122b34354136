// The one jest preset: a package whose tests are not found (a moved folder, a testMatch that no
// longer matches) must fail its run, not pass it with nothing tested.
import { jestPreset } from '../jest.cjs';

it.each([{ dom: true }, { dom: false }])('never passes with no tests (%o)', (options) => {
  expect(jestPreset(options)).not.toHaveProperty('passWithNoTests');
});
