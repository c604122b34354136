export * from './money/format-amount';
