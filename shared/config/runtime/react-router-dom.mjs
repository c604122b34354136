// @ts-check
// What every container gets for `import ... from 'react-router-dom'` (and 'react-router'): the
// client-side router API the product uses, re-exported from react-router's ESM build. A shared
// module is never tree-shaken, and react-router whole (data routers, SSR, framework mode) is
// ~61 KB gzipped; this subset is ~14 KB. The preset aliases both package names to this file and
// shares it as the 'react-router-dom' singleton, so there is still exactly one router context.
// Need another export? Add it here AND to react-router-dom.d.ts (TypeScript checks against it),
// then rebuild; shared/config's test fails when a source file imports a name missing here.
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  Navigate,
  useNavigate,
  useParams,
  useLocation,
  useSearchParams,
  useHref,
  useNavigationType,
  matchPath,
} from '@storefront/config/react-router-esm';
