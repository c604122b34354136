// Component-test kit for the remotes (tests only; imports @storefront/ui and the router, which the
// main entry of @storefront/state must not). Feature-specific fixtures stay in their features.
/// <reference types="@testing-library/jest-dom" />
export {
  createFakeFetch,
  routesFetch,
  ok,
  fail,
  type FakeCall,
  type FakeReply,
  type FakeRoutes,
  type Reply,
} from './fake-fetch';
export { demoStore, ana } from './fixtures';
export { holidaysRoutes } from './holidays-routes';
export {
  aStore,
  aTemplate,
  aPolicy,
  aProduct,
  aCartLine,
  aCart,
  aCard,
  aUser,
  aPayer,
  aService,
  aSubscription,
  aSubscriptionProduct,
  anInstalment,
  aCharge,
  aTransaction,
  aPaymentRequest,
  parseFixture,
  withViews,
  STORE_ID,
  type Overrides,
} from './builders';
export {
  renderInShell,
  renderPage,
  shellStore,
  BASE_URL,
  type ShellOptions,
} from './render-in-shell';
