// The platform's source folders, for the tests that check what sources import from a shared subset
// (router-subset.test.ts, emotion-subset.test.ts).
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

export const SOURCE_ROOTS = [
  'shell/src',
  'mfe-catalog/src',
  'mfe-cart-checkout/src',
  'mfe-account/src',
  'mfe-payments/src',
  'mfe-payments/standalone/src',
  'shared/ui/src',
  'shared/state/src',
  'shared/sdk/src',
  'shared/bus/src',
  'shared/domain/src',
  'shared/widgets/src',
];

/** Files under `dir` whose name matches (node_modules skipped; TypeScript sources by default). */
export function sourceFiles(dir: string, pattern = /(?<!\.d)\.(ts|tsx)$/): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
