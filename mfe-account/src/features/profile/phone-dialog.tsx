// "Editar teléfono": country ("País", default +56) and number ("Teléfono") with the spec's phone
// rules (000 §5 "Phone"); the required length follows the chosen country. Guardar waits for the
// country list and a valid pair.
import { useState } from 'react';
import { DEFAULT_PHONE_PREFIX, loadPhoneCountries } from '@storefront/domain';
import { useServerData } from '@storefront/state';
import { PhoneInput, phoneError, type PhoneValue } from '@storefront/ui/forms';
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
  const [value, setValue] = useState<PhoneValue>({
    prefix: initial.phonePrefix || DEFAULT_PHONE_PREFIX,
    number: initial.phone ?? '',
  });
  const valid = countries !== undefined && phoneError(value, countries) === null;
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editPhone}
      canSave={valid}
      saving={saving}
      failed={failed}
      onSave={() => onSave(value)}
      onCancel={onCancel}
    >
      <PhoneInput value={value} onChange={setValue} countries={countries} />
    </EditDialog>
  );
}
