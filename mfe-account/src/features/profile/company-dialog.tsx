// "Editar datos de empresa": the company's rut (the rut rules of 000 §5) and address (required),
// saved on the shopper's payer in this store (002 "Profile and payers"). The address's message
// shows once it was changed or left (mode 'all'); the rut's keeps the rut field's timing.
import { companyFormSchema } from '@storefront/domain';
import { Stack } from '@storefront/ui';
import { FormRutField, FormTextField, useSchemaForm } from '@storefront/ui/forms';
import { EditDialog } from './edit-dialog';
import { PROFILE_TEXTS } from './profile-texts';

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
  const form = useSchemaForm(companyFormSchema, { mode: 'all', defaultValues: initial });
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editCompany}
      canSave={form.formState.isValid}
      saving={saving}
      failed={failed}
      onSubmit={form.handleSubmit(({ rut, address }) => onSave({ rut, address: address.trim() }))}
      onCancel={onCancel}
    >
      <Stack gap="4">
        <FormRutField form={form} name="rut" label={PROFILE_TEXTS.companyRut} />
        <FormTextField
          form={form}
          name="address"
          label={PROFILE_TEXTS.address}
          autoComplete="street-address"
        />
      </Stack>
    </EditDialog>
  );
}
