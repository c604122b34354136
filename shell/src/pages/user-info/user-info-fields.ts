// Which fields the user-info page asks (spec 000 §2 route table, §4 Session; 001 §2): only what is
// missing for a registered user, all three for a guest (the domain's missingUserFields decides);
// in edit mode (redirect contains "payment") every required field, prefilled, plus anything missing;
// a name the store marks optional is not a required field.
import type { PersonField } from '../../session/person-fields';

const ORDER: readonly PersonField[] = ['name', 'lastName', 'rut'];

export function userInfoFields(input: {
  missing: readonly PersonField[];
  required: readonly PersonField[];
  editMode: boolean;
  optional?: { name?: boolean | null; lastName?: boolean | null };
}): PersonField[] {
  const { missing, required, editMode, optional = {} } = input;
  const requiredNow = (field: PersonField) =>
    required.includes(field) && (field === 'rut' || !optional[field]);
  return ORDER.filter((field) => missing.includes(field) || (editMode && requiredNow(field)));
}

/** The profile patch: what was asked, trimmed; a blank optional name is left as it was. */
export function profilePatch(
  fields: readonly PersonField[],
  values: Record<PersonField, string>,
): Partial<Record<PersonField, string>> {
  const patch: Partial<Record<PersonField, string>> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (value) patch[field] = value;
  }
  return patch;
}
