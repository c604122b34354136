import * as v from 'valibot';
import {
  codeFormSchema,
  emailFormSchema,
  passwordFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from './login-form-schemas';

/** Each field's messages, as the form shows them (every check run, as useSchemaForm does). */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  const out: Record<string, string[]> = {};
  for (const issue of result.issues ?? [])
    (out[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return out;
}

describe('login form schemas (spec 000 §5)', () => {
  it('e-mail: "Debes ingresar un correo", "El correo no es válido"; spaces around are fine', () => {
    expect(messages(emailFormSchema, { email: '' })).toEqual({
      email: ['Debes ingresar un correo'],
    });
    expect(messages(emailFormSchema, { email: 'ana@demo' })).toEqual({
      email: ['El correo no es válido'],
    });
    expect(messages(emailFormSchema, { email: ' ana@demo.cl ' })).toEqual({});
  });

  it('password at login: only required', () => {
    expect(messages(passwordFormSchema, { password: '' })).toEqual({
      password: ['Este campo es obligatorio'],
    });
    expect(messages(passwordFormSchema, { password: 'x' })).toEqual({});
  });

  it('code form: valid with exactly six digits', () => {
    expect(v.is(codeFormSchema, { code: '123456' })).toBe(true);
    expect(v.is(codeFormSchema, { code: '12345' })).toBe(false);
    expect(v.is(codeFormSchema, { code: '12345a' })).toBe(false);
  });

  const signup = {
    name: 'Ana',
    lastName: 'Díaz',
    password: 'secreta123',
    repeat: 'secreta123',
    terms: true,
  };
  const withPassword = signupFormSchema({
    nameOptional: false,
    lastNameOptional: false,
    passwordAllowed: true,
  });

  it('signup: names required, 8-character password, the repetition and the terms', () => {
    expect(messages(withPassword, signup)).toEqual({});
    expect(
      messages(withPassword, {
        name: ' ',
        lastName: '',
        password: 'corta',
        repeat: '',
        terms: false,
      }),
    ).toEqual({
      name: ['Este campo es obligatorio'],
      lastName: ['Este campo es obligatorio'],
      password: ['La contraseña debe tener al menos 8 caracteres'],
      repeat: ['Ambas contraseñas deben coincidir'],
      terms: ['Debes aceptar los términos y condiciones'],
    });
  });

  it('signup: names the store marks optional may stay empty; without the password method no password', () => {
    const codeOnly = signupFormSchema({
      nameOptional: true,
      lastNameOptional: true,
      passwordAllowed: false,
    });
    expect(
      messages(codeOnly, { name: '', lastName: '', password: '', repeat: '', terms: true }),
    ).toEqual({});
  });

  it('reset page: "Debes ingresar una contraseña", then the repetition', () => {
    expect(messages(resetPasswordFormSchema, { password: '', repeat: 'x' })).toEqual({
      password: ['Debes ingresar una contraseña'],
      repeat: ['Ambas contraseñas deben coincidir'],
    });
    expect(
      messages(resetPasswordFormSchema, { password: 'secreta123', repeat: 'secreta123' }),
    ).toEqual({});
  });
});
