export { CLIENT_ITEMS, type ClientItemName, type ClientItemValue, type ClientItemSpec, type StorageArea } from './client-items';
export { clientItem, clearSignInItems, signInScopedKeys, type ClientItem, type ClientStorages } from './client-item';
