// The field kit's fields bound to schema forms built from the domain's rules (spec 000 §5 "Rut",
// "Phone", the e-mail): labels, messages as the input's description, validity and submitted values.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_PHONE_COUNTRY,
  emailFormSchema,
  phoneFormSchema,
  rutFormSchema,
  type PhoneCountry,
} from '@storefront/domain';
import { UiProvider } from '../provider/ui-provider';
import { FormPhoneField } from './form-phone-field';
import { FormRutField } from './form-rut-field';
import { FormTextField } from './form-text-field';
import { useSchemaForm } from './use-schema-form';

const ui = (children: React.ReactNode) =>
  render(<UiProvider preload={false}>{children}</UiProvider>);

/** Disabled until the form is valid, unless `open` (a form that says what is wrong on submit). */
function SaveButton({ valid, open }: { valid: boolean; open?: boolean }) {
  return (
    <button type="submit" disabled={!open && !valid}>
      Guardar
    </button>
  );
}

describe('FormTextField', () => {
  function EmailForm() {
    const form = useSchemaForm(emailFormSchema, { defaultValues: { email: '' } });
    return (
      <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
        <FormTextField form={form} name="email" label="Correo electrónico" type="email" />
        <button type="submit">Continuar</button>
      </form>
    );
  }

  it('the message shows once the field was left, as the input\'s description: "El correo no es válido"', async () => {
    ui(<EmailForm />);
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(email, 'ana@demo');
    expect(screen.queryByText('El correo no es válido')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('El correo no es válido'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, '.cl');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
    expect(email).not.toHaveAccessibleDescription();
  });

  it('a submit shows the message of a field never left: "Debes ingresar un correo"', async () => {
    ui(<EmailForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('textbox', { name: 'Correo electrónico' }),
    ).toHaveAccessibleDescription('Debes ingresar un correo');
  });
});

describe('FormRutField (spec 000 §5 "Rut")', () => {
  function RutForm({ onSave, open }: { onSave(rut: string): void; open?: boolean }) {
    const form = useSchemaForm(rutFormSchema, { defaultValues: { rut: '' } });
    return (
      <form noValidate onSubmit={form.handleSubmit(({ rut }) => onSave(rut))}>
        <FormRutField form={form} name="rut" label="Rut empresa" />
        <SaveButton valid={form.formState.isValid} open={open} />
      </form>
    );
  }

  it('cleans what is typed, quiet while the first rut is typed; a wrong check digit at once: "Dígito verificador incorrecto"', async () => {
    ui(<RutForm onSave={jest.fn()} />);
    const rut = screen.getByRole('textbox', { name: 'Rut empresa' });
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await userEvent.type(rut, '12.345.67');
    expect(rut).toHaveValue('1234567');
    expect(rut).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Por ejemplo/)).not.toBeInTheDocument();
    await userEvent.type(rut, '8-9');
    expect(rut).toHaveAccessibleDescription('Dígito verificador incorrecto');
    expect(save).toBeDisabled();
  });

  it('left empty: "Este campo es obligatorio. Por ejemplo: 12345678-5"; badly formed: the format message', async () => {
    ui(<RutForm onSave={jest.fn()} />);
    const rut = screen.getByRole('textbox', { name: 'Rut empresa' });
    await userEvent.click(rut);
    await userEvent.tab();
    await waitFor(() =>
      expect(rut).toHaveAccessibleDescription('Este campo es obligatorio. Por ejemplo: 12345678-5'),
    );
    await userEvent.type(rut, '1234');
    await waitFor(() =>
      expect(rut).toHaveAccessibleDescription(
        'Ingresa tu rut sin puntos y con guión. Por ejemplo: 12345678-5',
      ),
    );
  });

  it('Guardar once the rut is valid; the form gets the cleaned rut', async () => {
    const onSave = jest.fn();
    ui(<RutForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Rut empresa' }), '12.345.678-5');
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('12345678-5'));
  });

  it('a submit with the field untouched and empty shows its message, and saves nothing', async () => {
    const onSave = jest.fn();
    ui(<RutForm onSave={onSave} open />);
    const rut = screen.getByRole('textbox', { name: 'Rut empresa' });
    expect(screen.queryByText(/Por ejemplo/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(rut).toHaveAccessibleDescription('Este campo es obligatorio. Por ejemplo: 12345678-5'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('FormPhoneField (spec 000 §5 "Phone")', () => {
  const COUNTRIES: PhoneCountry[] = [
    DEFAULT_PHONE_COUNTRY,
    { iso2: 'AR', name: 'Argentina', prefix: '+54', exampleLength: 10 },
  ];

  function PhoneForm({
    onSave,
    open,
  }: {
    onSave(phone: { prefix: string; number: string }): void;
    open?: boolean;
  }) {
    const form = useSchemaForm(phoneFormSchema(COUNTRIES), {
      defaultValues: { phone: { prefix: '+56', number: '' } },
    });
    return (
      <form noValidate onSubmit={form.handleSubmit(({ phone }) => onSave(phone))}>
        <FormPhoneField form={form} name="phone" countries={COUNTRIES} />
        <SaveButton valid={form.formState.isValid} open={open} />
      </form>
    );
  }

  it('"País" defaults to Chile (+56); "Debe contener exactamente 9 dígitos", then the length of the chosen country', async () => {
    ui(<PhoneForm onSave={jest.fn()} />);
    const country = screen.getByRole('combobox', { name: 'País' });
    const number = screen.getByRole('textbox', { name: 'Teléfono' });
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(country).toHaveDisplayValue('Chile (+56)');
    await userEvent.type(number, '91234567');
    expect(number).toHaveAccessibleDescription('Debe contener exactamente 9 dígitos');
    expect(save).toBeDisabled();
    await userEvent.type(number, '8');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.selectOptions(country, 'Argentina (+54)');
    expect(number).toHaveAccessibleDescription('Debe contener exactamente 10 dígitos');
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.selectOptions(country, 'Selecciona');
    expect(screen.getByText('Debes seleccionar un país')).toBeInTheDocument();
  });

  it('"Debe contener sólo números"; a valid pair is saved as prefix and number', async () => {
    const onSave = jest.fn();
    ui(<PhoneForm onSave={onSave} />);
    const number = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(number, '91a');
    expect(number).toHaveAccessibleDescription('Debe contener sólo números');
    await userEvent.clear(number);
    await userEvent.type(number, '912345678');
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ prefix: '+56', number: '912345678' }),
    );
  });

  it('a submit with the number untouched and empty shows "Este campo es obligatorio"', async () => {
    ui(<PhoneForm onSave={jest.fn()} open />);
    const number = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription('Este campo es obligatorio'));
  });
});

describe('onBlur: a field left tells the screen (the checkout saves rut, phone and company then)', () => {
  function Fields({ onBlur }: { onBlur(value: unknown): void }) {
    const form = useSchemaForm(rutFormSchema, { defaultValues: { rut: '' } });
    const phone = useSchemaForm(phoneFormSchema([DEFAULT_PHONE_COUNTRY]), {
      defaultValues: { phone: { prefix: '+56', number: '' } },
    });
    const email = useSchemaForm(emailFormSchema, { defaultValues: { email: '' } });
    return (
      <>
        <FormRutField form={form} name="rut" onBlur={() => onBlur(form.getValues('rut'))} />
        <FormPhoneField
          form={phone}
          name="phone"
          countries={[DEFAULT_PHONE_COUNTRY]}
          onBlur={() => onBlur(phone.getValues('phone'))}
        />
        <FormTextField
          form={email}
          name="email"
          label="Correo electrónico"
          onBlur={() => onBlur(email.getValues('email'))}
        />
      </>
    );
  }

  it('each field calls its onBlur once when left, with the typed value already in the form', async () => {
    const onBlur = jest.fn();
    ui(<Fields onBlur={onBlur} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Rut' }), '12345678-5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '912345678');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'a@b.cl');
    await userEvent.tab();
    expect(onBlur.mock.calls).toEqual([
      ['12345678-5'],
      [{ prefix: '+56', number: '912345678' }],
      ['a@b.cl'],
    ]);
  });
});
