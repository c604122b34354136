// "Confirma tus datos" (spec 000 §4 Session): forced while the store's payer is inactive. It cannot
// be closed (no close button, Escape and outside clicks ignored, focus trapped) until saved.
import { useState } from 'react';
import { Box, Button } from '@storefront/ui';
import { FormDialog } from '@storefront/ui/forms';
import { LOGIN_TEXTS } from '@storefront/domain';
import type { Payer } from '@storefront/sdk';
import {
  PersonFields,
  personFieldsValid,
  type OptionalNames,
  type PersonValues,
} from '../session/person-fields';

const FIELDS = ['name', 'lastName', 'rut'] as const;

export function ConfirmDataDialog({
  payer,
  defaults,
  optional,
  onSave,
}: {
  payer: Payer;
  defaults: PersonValues;
  optional: OptionalNames;
  /** Saves and resolves once done; the dialog closes when the parent stops rendering it. */
  onSave(payer: Payer, values: PersonValues): Promise<void>;
}) {
  const [values, setValues] = useState(defaults);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const valid = personFieldsValid(FIELDS, values, optional);

  const save = async () => {
    if (!valid || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await onSave(payer, values);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      dismissible={false}
      title="Confirma tus datos"
      onSubmit={save}
      footer={
        <Button type="submit" colorPalette="brand" disabled={!valid} loading={saving}>
          Guardar
        </Button>
      }
    >
      <PersonFields
        fields={FIELDS}
        values={values}
        optional={optional}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      {failed ? (
        <Box role="alert" mt="4" color="brand.error" fontSize="sm">
          {LOGIN_TEXTS.registrationFailed}
        </Box>
      ) : null}
    </FormDialog>
  );
}
