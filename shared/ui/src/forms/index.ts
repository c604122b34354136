// The field kit (forms as schemas: react-hook-form with valibot, useSchemaForm, FormTextField,
// FormCheckField, FormRutField, FormPhoneField) and the form fields and dialog shared by the shell (login,
// user-info, data confirmation), the account panel (profile dialogs), the payment link and checkout.
export { useSchemaForm, type SchemaForm } from './use-schema-form';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { FormCheckField, type FormCheckFieldProps } from './form-check-field';
export { FormRutField, type FormRutFieldProps } from './form-rut-field';
export { FormPhoneField, type FormPhoneFieldProps } from './form-phone-field';
export { RutInput, rutError, type RutInputProps } from './rut-input';
export { PhoneInput, phoneError, type PhoneInputProps, type PhoneValue } from './phone-input';
export { FormDialog, type FormDialogProps } from './form-dialog';
