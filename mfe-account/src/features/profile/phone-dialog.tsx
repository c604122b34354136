// "Editar teléfono": country ("País", default +56) and number ("Teléfono") with the spec's phone
// rules (000 §5 "Phone"); the required length follows the chosen country. Guardar waits for the
// country list and a valid pair.
import { useEffect, useMemo } from 'react';
import { DEFAULT_PHONE_PREFIX, loadPhoneCountries, phoneFormSchema } from '@storefront/domain';
import { useServerData } from '@storefront/state';
import { FormPhoneField, useSchemaForm, type PhoneValue } from '@storefront/ui/forms';
import { EditDialog } from './edit-dialog';
import { PROFILE_TEXTS } from './profile-texts';

export interface PhoneDialogProps {
  open: boolean;
  initial: { phone?: string | null; phonePrefix?: string | null };
  saving: boolean;
  failed: boolean;
  onSave(value: PhoneValue): void;
  onCancel(): void;
}

export function PhoneDialog({ open, initial, saving, failed, onSave, onCancel }: PhoneDialogProps) {
  const countries = useServerData(['phone-countries'], () => loadPhoneCountries()).state.data;
  // Until the list is in, no country is known: nothing is valid yet.
  const schema = useMemo(() => phoneFormSchema(countries ?? []), [countries]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      phone: { prefix: initial.phonePrefix || DEFAULT_PHONE_PREFIX, number: initial.phone ?? '' },
    },
  });
  // The list arrived: judge the value again (a saved phone makes Guardar available).
  useEffect(() => {
    if (countries) void form.trigger('phone');
  }, [countries, form]);
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editPhone}
      canSave={form.formState.isValid}
      saving={saving}
      failed={failed}
      onSubmit={form.handleSubmit(({ phone }) => onSave(phone))}
      onCancel={onCancel}
    >
      <FormPhoneField form={form} name="phone" countries={countries} />
    </EditDialog>
  );
}
