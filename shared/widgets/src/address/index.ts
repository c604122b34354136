// @storefront/widgets/address: the address dialog (search, details, save to the profile).
export { AddressDialog, type AddressDialogProps } from './address-dialog';
export { ADDRESS_TEXTS } from './address-texts';
