// Pure rules of the spec: no React, no I/O.
export * from './money/format-amount';
export * from './money/net-amount';
export * from './billing/billing-types';
export * from './pricing/promotion-price';
export * from './pricing/best-promotion';
export * from './pricing/quantity-discount';
export * from './pricing/discount-percentage';
export * from './routing/path-prefix';
export * from './routing/default-route';
export * from './routing/service-store-redirect';
export * from './routing/guard';
export * from './routing/document-title';
export * from './routing/unknown-path';
export * from './rut/rut';
export * from './payment-methods/catalogue';
export * from './payment-methods/filters';
