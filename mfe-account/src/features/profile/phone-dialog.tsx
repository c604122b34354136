// "Editar teléfono": country ("País", default +56) and number ("Teléfono") with the spec's phone
// rules (000 §5 "Phone"); the required length follows the chosen country. Guardar waits for the
// country list and a valid pair.
import { useEffect, useState } from 'react';
import { DEFAULT_PHONE_PREFIX, loadPhoneCountries, type PhoneCountry } from '@storefront/domain';
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

function usePhoneCountries(): PhoneCountry[] | null {
  const [countries, setCountries] = useState<PhoneCountry[] | null>(null);
  useEffect(() => {
    let live = true;
    loadPhoneCountries()
      .then((list) => live && setCountries(list))
      .catch((error: unknown) =>
        console.error('[mfe-account] profile: country list failed', error),
      );
    return () => {
      live = false;
    };
  }, []);
  return countries;
}

export function PhoneDialog({ open, initial, saving, failed, onSave, onCancel }: PhoneDialogProps) {
  const countries = usePhoneCountries();
  const [value, setValue] = useState<PhoneValue>({
    prefix: initial.phonePrefix || DEFAULT_PHONE_PREFIX,
    number: initial.phone ?? '',
  });
  const valid = countries !== null && phoneError(value, countries) === null;
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
      <PhoneInput value={value} onChange={setValue} countries={countries ?? undefined} />
    </EditDialog>
  );
}
