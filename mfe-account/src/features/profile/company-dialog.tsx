// "Editar datos de empresa": the company's rut (the rut rules of 000 §5) and address (required),
// saved on the shopper's payer in this store (002 "Profile and payers").
import { useState } from 'react';
import { Stack } from '@storefront/ui';
import { RutInput, rutError } from '@storefront/ui/forms';
import { EditDialog } from './edit-dialog';
import { PROFILE_TEXTS } from './profile-texts';
import { TextField } from './text-field';

export interface CompanyValues {
  rut: string;
  address: string;
}

export interface CompanyDialogProps {
  open: boolean;
  initial: CompanyValues;
  saving: boolean;
  failed: boolean;
  onSave(values: CompanyValues): void;
  onCancel(): void;
}

export function CompanyDialog({
  open,
  initial,
  saving,
  failed,
  onSave,
  onCancel,
}: CompanyDialogProps) {
  const [values, setValues] = useState(initial);
  const addressError = values.address.trim() ? null : PROFILE_TEXTS.required;
  const valid = rutError(values.rut) === null && addressError === null;
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editCompany}
      canSave={valid}
      saving={saving}
      failed={failed}
      onSave={() => onSave({ rut: values.rut, address: values.address.trim() })}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <RutInput
          label={PROFILE_TEXTS.companyRut}
          value={values.rut}
          onChange={(rut) => setValues((v) => ({ ...v, rut }))}
        />
        <TextField
          label={PROFILE_TEXTS.address}
          value={values.address}
          autoComplete="street-address"
          error={addressError}
          onChange={(address) => setValues((v) => ({ ...v, address }))}
        />
      </Stack>
    </EditDialog>
  );
}
