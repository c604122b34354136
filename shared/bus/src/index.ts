export { createBus, type Bus, type EventMap, type Handler, type CreateBusOptions } from './create-bus';
export type { BusEvents, ToastStatus } from './events';
export { bus, getPageBus } from './page-bus';
