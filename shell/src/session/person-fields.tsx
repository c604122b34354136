// Nombre, Apellido and Rut as the user-info page and the data-confirmation dialog ask them (spec
// 000 §5), on the field kit: the form's schema is the domain's personFormSchema. Run the form with
// mode 'all': a name's message shows once it was edited or left; the rut keeps RutInput's timing.
import { Stack } from '@storefront/ui';
import { FormRutField, FormTextField, type SchemaForm } from '@storefront/ui/forms';
import type { personFormSchema, PersonField } from '@storefront/domain';

export type { PersonField } from '@storefront/domain';
export type PersonValues = Record<PersonField, string>;
export interface OptionalNames {
  name?: boolean | null;
  lastName?: boolean | null;
}

export function PersonFields({
  form,
  fields,
  optional,
}: {
  form: SchemaForm<ReturnType<typeof personFormSchema>>;
  fields: readonly PersonField[];
  optional: OptionalNames;
}) {
  return (
    <Stack gap="4">
      {fields.map((field) =>
        field === 'rut' ? (
          <FormRutField key={field} form={form} name="rut" />
        ) : (
          <FormTextField
            key={field}
            form={form}
            name={field}
            label={field === 'name' ? 'Nombre' : 'Apellido'}
            autoComplete={field === 'name' ? 'given-name' : 'family-name'}
            optional={Boolean(optional[field])}
          />
        ),
      )}
    </Stack>
  );
}
