// "Editar rut": the shared RutInput cleans what is typed and shows the spec's rut messages
// (000 §5 "Rut"); Guardar waits for a valid rut.
import { useState } from 'react';
import { RutInput, rutError } from '@storefront/ui/forms';
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
  const [rut, setRut] = useState(initial);
  return (
    <EditDialog
      open={open}
      title={PROFILE_TEXTS.editRut}
      canSave={rutError(rut) === null}
      saving={saving}
      failed={failed}
      onSave={() => onSave(rut)}
      onCancel={onCancel}
    >
      <RutInput label={PROFILE_TEXTS.rut} value={rut} onChange={setRut} />
    </EditDialog>
  );
}
