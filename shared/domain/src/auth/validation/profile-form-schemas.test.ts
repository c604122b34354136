import * as v from 'valibot';
import { profileNameFormSchema } from './profile-form-schemas';

const messages = (
  values: { name: string; lastName: string },
  optional?: Parameters<typeof profileNameFormSchema>[0],
) => {
  const schema = profileNameFormSchema(optional);
  const result = v.safeParse(schema, values);
  return result.success ? null : v.flatten<typeof schema>(result.issues).nested;
};

describe('the "Editar nombre" form (spec 000 §5 "In profile dialogs")', () => {
  it('"El nombre no puede quedar vacío", "El apellido no puede quedar vacío" (blank counts as empty)', () => {
    expect(messages({ name: '', lastName: ' ' })).toEqual({
      name: ['El nombre no puede quedar vacío'],
      lastName: ['El apellido no puede quedar vacío'],
    });
    expect(messages({ name: 'Ana', lastName: '' })).toEqual({
      lastName: ['El apellido no puede quedar vacío'],
    });
    expect(messages({ name: 'Ana', lastName: 'Pérez' })).toBeNull();
  });

  it('"required unless the store marks them optional"', () => {
    expect(messages({ name: '', lastName: '' }, { name: true, lastName: true })).toBeNull();
    expect(messages({ name: '', lastName: '' }, { name: true, lastName: null })).toEqual({
      lastName: ['El apellido no puede quedar vacío'],
    });
  });
});
