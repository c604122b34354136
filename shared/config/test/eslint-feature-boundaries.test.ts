// The lint rule that keeps a remote's features apart (eslint.config.mjs): one feature never
// imports another; a shared piece of the remote never imports a feature; the route table may.
import path from 'node:path';
import { RuleTester } from 'eslint';
import plugin from '../eslint-feature-boundaries.cjs';

const rule = plugin.rules['feature-boundaries'];
const at = (file: string) => path.join(process.cwd(), 'mfe-x', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: at('src/features/cart/cart-page.tsx'), code: "import { a } from './cart-lines';" },
    { filename: at('src/features/cart/lines/line.tsx'), code: "import { a } from '../cart-texts';" },
    { filename: at('src/features/cart/cart-page.tsx'), code: "import { a } from '../../products/card';" },
    { filename: at('src/features/cart/cart-page.test.tsx'), code: "import { a } from '../../test-support/fixtures';" },
    { filename: at('src/features/cart/cart-page.tsx'), code: "import { a } from '@storefront/ui';" },
    { filename: at('src/routes.tsx'), code: "const Page = () => import('./features/cart/cart-page');" },
    { filename: at('src/routes-contract.test.ts'), code: "import { a } from './features/cart/cart-page';" },
    { filename: at('src/products/card.tsx'), code: "import { a } from './price';" },
  ],
  invalid: [
    {
      filename: at('src/features/catalog/grid.tsx'),
      code: "import { ProductCard } from '../landing/product-card';",
      errors: [{ messageId: 'otherFeature', data: { from: 'catalog', to: 'landing' } }],
    },
    {
      filename: at('src/features/catalog/deep/grid.tsx'),
      code: "export { x } from '../../landing/x'; const m = import('../../product/dialog');",
      errors: [{ messageId: 'otherFeature' }, { messageId: 'otherFeature' }],
    },
    {
      filename: at('src/features/checkout/checkout-page.test.tsx'),
      code: "jest.mock('../cart/use-cart');",
      errors: [{ messageId: 'otherFeature', data: { from: 'checkout', to: 'cart' } }],
    },
    {
      filename: at('src/products/card.tsx'),
      code: "import { a } from '../features/landing/analytics';",
      errors: [{ messageId: 'intoFeature', data: { to: 'landing' } }],
    },
  ],
});
