// Nombre, Apellido and Rut as the user-info page and the data-confirmation dialog ask them (spec
// 000 §5): names required unless the store marks them optional ("Este campo es obligatorio"), the
// rut by its own rule. A field the form does not ask is not checked.
import * as v from 'valibot';
import { textRule } from '../../forms/field-rule';
import { rutRule } from '../../rut/rut-form-schemas';
import { validatePersonName } from './auth-validation';

export type PersonField = 'name' | 'lastName' | 'rut';

export function personFormSchema(
  fields: readonly PersonField[],
  optional: { name?: boolean | null; lastName?: boolean | null } = {},
) {
  const asked = (field: PersonField) => fields.includes(field);
  const name = (field: 'name' | 'lastName') =>
    asked(field)
      ? textRule((value) => validatePersonName(value, { optional: Boolean(optional[field]) }))
      : v.string();
  return v.object({
    name: name('name'),
    lastName: name('lastName'),
    rut: asked('rut') ? rutRule() : v.string(),
  });
}
