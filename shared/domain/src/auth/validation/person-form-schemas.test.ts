import * as v from 'valibot';
import { personFormSchema } from './person-form-schemas';

const messages = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries(
    (v.safeParse(schema, input, { abortPipeEarly: false }).issues ?? []).map((issue) => [
      v.getDotPath(issue),
      issue.message,
    ]),
  );

describe('personFormSchema (spec 000 §5: user-info and "Confirma tus datos")', () => {
  it('the asked names are required ("Este campo es obligatorio"), the rut by its rule', () => {
    const schema = personFormSchema(['name', 'lastName', 'rut']);
    expect(messages(schema, { name: ' ', lastName: '', rut: '' })).toEqual({
      name: 'Este campo es obligatorio',
      lastName: 'Este campo es obligatorio',
      rut: expect.any(String),
    });
    expect(messages(schema, { name: 'Ana', lastName: 'Díaz', rut: '12345678-5' })).toEqual({});
  });

  it('a name the store marks optional may stay empty; a field not asked is not checked', () => {
    const schema = personFormSchema(['name', 'lastName'], { lastName: true });
    expect(messages(schema, { name: 'Ana', lastName: '', rut: '' })).toEqual({});
  });
});
