// The redirect rails of the payments remote (Webpay Plus, Khipu, Mercado Pago; 001 §4, §7; 002 §2):
// start a payment for a subscription or a payment intent, read the provider's return, poll the
// transaction. Shared by the payment screen and single payments; no screen of its own.
export type { RailTarget } from './rail-target';
export { railTargetId } from './rail-target';
export { railTransactionStore } from './rail-transaction-store';
export { railLocation } from './rail-location';
export { startRailPayment, type StartRailPayment } from './start-rail-payment';
export { useRailPayment } from './use-rail-payment';
export { useRailReturn, type RailReturnState, type RailReturnFailure } from './use-rail-return';
export { useTransactionPolling, type TransactionPolling } from './use-transaction-polling';
