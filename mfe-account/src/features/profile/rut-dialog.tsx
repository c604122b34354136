// "Editar rut": the kit's rut field cleans what is typed and shows the spec's rut messages
// (000 §5 "Rut"); Guardar waits for a valid rut.
import { rutFormSchema } from '@storefront/domain';
import { FormRutField, useSchemaForm } from '@storefront/ui/forms';
import { EditDialog } from './edit-dialog';
import { PROFILE_TEXTS } from './profile-texts';

export interface RutDialogProps {
  open: boolean;
  initial: string;
  saving: boolean;
  failed: boolean;
  onSave(rut: string): void;
  onCancel(): void;
}

export function RutDialog({ open, initial, saving, failed, onSave, onCancel }: RutDialogProps) {
  const form = useSchemaForm(rutFormSchema, { defaultValues: { rut: initial } });
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editRut}
      canSave={form.formState.isValid}
      saving={saving}
      failed={failed}
      onSubmit={form.handleSubmit(({ rut }) => onSave(rut))}
      onCancel={onCancel}
    >
      <FormRutField form={form} name="rut" label={PROFILE_TEXTS.rut} />
    </EditDialog>
  );
}
