// "Editar nombre": name and last name (spec 000 §5: "El nombre no puede quedar vacío", "El
// apellido no puede quedar vacío"; a field the store marks optional may stay empty).
import { useState } from 'react';
import { validateProfileName } from '@storefront/domain';
import { Stack } from '@storefront/ui';
import { EditDialog } from './edit-dialog';
import { PROFILE_TEXTS } from './profile-texts';
import { TextField } from './text-field';

export interface NameValues {
  name: string;
  lastName: string;
}

export interface NameDialogProps {
  open: boolean;
  initial: NameValues;
  optional: { name?: boolean | null; lastName?: boolean | null };
  saving: boolean;
  failed: boolean;
  onSave(values: NameValues): void;
  onCancel(): void;
}

export function NameDialog({
  open,
  initial,
  optional,
  saving,
  failed,
  onSave,
  onCancel,
}: NameDialogProps) {
  const [values, setValues] = useState(initial);
  const nameError = validateProfileName('name', values.name, { optional: Boolean(optional.name) });
  const lastNameError = validateProfileName('lastName', values.lastName, {
    optional: Boolean(optional.lastName),
  });
  const valid = !nameError && !lastNameError;
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editName}
      canSave={valid}
      saving={saving}
      failed={failed}
      onSave={() => onSave({ name: values.name.trim(), lastName: values.lastName.trim() })}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <TextField
          label={PROFILE_TEXTS.name}
          value={values.name}
          autoComplete="given-name"
          error={nameError}
          onChange={(name) => setValues((v) => ({ ...v, name }))}
        />
        <TextField
          label={PROFILE_TEXTS.lastName}
          value={values.lastName}
          autoComplete="family-name"
          error={lastNameError}
          onChange={(lastName) => setValues((v) => ({ ...v, lastName }))}
        />
      </Stack>
    </EditDialog>
  );
}
