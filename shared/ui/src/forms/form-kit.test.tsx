import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signupFormSchema } from '@storefront/domain';
import { UiProvider } from '../provider/ui-provider';
import { FormCheckField } from './form-check-field';
import { FormTextField } from './form-text-field';
import { useSchemaForm } from './use-schema-form';

const schema = signupFormSchema({
  nameOptional: false,
  lastNameOptional: true,
  passwordAllowed: true,
});

function Signup({ onValid }: { onValid(values: unknown): void }) {
  const form = useSchemaForm(schema, {
    defaultValues: { name: '', lastName: '', password: '', repeat: '', terms: false },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormTextField form={form} name="name" label="Nombre" />
      <FormTextField form={form} name="lastName" label="Apellido" optional />
      <FormTextField form={form} name="password" label="Contraseña" type="password" />
      <FormTextField form={form} name="repeat" label="Repite la contraseña" type="password" />
      <FormCheckField form={form} name="terms">
        Acepto los términos y condiciones
      </FormCheckField>
      <button type="submit">Crear cuenta</button>
    </form>
  );
}

const renderSignup = (onValid = jest.fn()) => {
  render(
    <UiProvider preload={false}>
      <Signup onValid={onValid} />
    </UiProvider>,
  );
  return onValid;
};

describe('the field kit (useSchemaForm, FormTextField, FormCheckField)', () => {
  it('quiet while typing the first time; the message shows once the field is left, then follows each key', async () => {
    renderSignup();
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, ' ');
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Ana');
    await waitFor(() =>
      expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument(),
    );
  });

  it('a submit shows every field’s message and sends nothing', async () => {
    const onValid = renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    // Nombre and Contraseña (Apellido is optional here).
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByText('Debes aceptar los términos y condiciones')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('the terms box says why at once when unticked; a valid form submits its values', async () => {
    const onValid = renderSignup();
    const terms = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    await userEvent.click(terms);
    await userEvent.click(terms);
    expect(await screen.findByText('Debes aceptar los términos y condiciones')).toBeInTheDocument();
    await userEvent.click(terms);
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secreta123');
    await userEvent.type(screen.getByLabelText(/Repite la contraseña/), 'secreta12');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Ambas contraseñas deben coincidir')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Repite la contraseña/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { name: 'Ana', lastName: '', password: 'secreta123', repeat: 'secreta123', terms: true },
        expect.anything(),
      ),
    );
  });
});
