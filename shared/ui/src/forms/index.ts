// Form fields and the form dialog shared by the shell (user-info, data confirmation), the account
// panel (profile dialogs) and checkout.
export { RutInput, rutError, type RutInputProps } from './rut-input';
export { PhoneInput, phoneError, type PhoneInputProps, type PhoneValue } from './phone-input';
export { FormDialog, type FormDialogProps } from './form-dialog';
