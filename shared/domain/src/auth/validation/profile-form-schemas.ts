// The profile's "Editar nombre" form (spec 000 §5: in profile dialogs "El nombre no puede quedar
// vacío", "El apellido no puede quedar vacío"; a field the store marks optional may stay empty):
// each field with the rule and the text of auth-validation.ts.
import * as v from 'valibot';
import { textRule } from '../../forms/field-rule';
import { validateProfileName } from './auth-validation';

/** `optional`: the store's userOptionalAttrs (a true flag lets that field stay empty). */
export function profileNameFormSchema(
  optional: { name?: boolean | null; lastName?: boolean | null } = {},
) {
  return v.object({
    name: textRule((value) =>
      validateProfileName('name', value, { optional: Boolean(optional.name) }),
    ),
    lastName: textRule((value) =>
      validateProfileName('lastName', value, { optional: Boolean(optional.lastName) }),
    ),
  });
}
