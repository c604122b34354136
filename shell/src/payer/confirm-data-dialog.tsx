// "Confirma tus datos" (spec 000 §4 Session): forced while the store's payer is inactive. It cannot
// be closed (no close button, Escape and outside clicks ignored, focus trapped) until saved.
import { useState } from 'react';
import { Box, Button } from '@storefront/ui';
import { FormDialog, useSchemaForm } from '@storefront/ui/forms';
import { LOGIN_TEXTS, personFormSchema } from '@storefront/domain';
import type { Payer } from '@storefront/sdk';
import { PersonFields, type OptionalNames, type PersonValues } from '../session/person-fields';

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
  const [schema] = useState(() => personFormSchema(FIELDS, optional));
  const form = useSchemaForm(schema, { mode: 'all', defaultValues: defaults });
  const [failed, setFailed] = useState(false);

  const save = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSave(payer, values);
    } catch {
      setFailed(true);
    }
  });

  return (
    <FormDialog
      open
      dismissible={false}
      title="Confirma tus datos"
      onSubmit={save}
      footer={
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!form.formState.isValid}
          loading={form.formState.isSubmitting}
        >
          Guardar
        </Button>
      }
    >
      <PersonFields form={form} fields={FIELDS} optional={optional} />
      {failed ? (
        <Box role="alert" mt="4" color="brand.error" fontSize="sm">
          {LOGIN_TEXTS.registrationFailed}
        </Box>
      ) : null}
    </FormDialog>
  );
}
