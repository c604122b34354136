// "Editar nombre": name and last name (spec 000 §5: "El nombre no puede quedar vacío", "El
// apellido no puede quedar vacío"; a field the store marks optional may stay empty). A message
// shows once its field was changed or left (mode 'all').
import { useMemo } from 'react';
import { profileNameFormSchema } from '@storefront/domain';
import { Stack } from '@storefront/ui';
import { FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { EditDialog } from './edit-dialog';
import { PROFILE_TEXTS } from './profile-texts';

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
  const nameOptional = Boolean(optional.name);
  const lastNameOptional = Boolean(optional.lastName);
  const schema = useMemo(
    () => profileNameFormSchema({ name: nameOptional, lastName: lastNameOptional }),
    [nameOptional, lastNameOptional],
  );
  const form = useSchemaForm(schema, { mode: 'all', defaultValues: initial });
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editName}
      canSave={form.formState.isValid}
      saving={saving}
      failed={failed}
      onSubmit={form.handleSubmit(({ name, lastName }) =>
        onSave({ name: name.trim(), lastName: lastName.trim() }),
      )}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <FormTextField
          form={form}
          name="name"
          label={PROFILE_TEXTS.name}
          autoComplete="given-name"
          optional={nameOptional}
        />
        <FormTextField
          form={form}
          name="lastName"
          label={PROFILE_TEXTS.lastName}
          autoComplete="family-name"
          optional={lastNameOptional}
        />
      </Stack>
    </EditDialog>
  );
}
