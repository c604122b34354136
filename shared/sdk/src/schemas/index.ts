export * from './common';
export * from './auth';
export * from './store';
export * from './template';
export * from './policy';
export * from './category';
export * from './product';
export * from './cart';
export * from './card';
export * from './payment-request';
export * from './payer';
export * from './analytics';
// shipping, place, subscription, delivery and checkout schemas: '@storefront/sdk/purchases'.
