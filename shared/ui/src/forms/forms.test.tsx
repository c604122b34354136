import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '@storefront/domain';
import { UiProvider } from '../provider/ui-provider';
import { RutInput } from './rut-input';
import { PhoneInput, phoneError, type PhoneValue } from './phone-input';
import { FormDialog } from './form-dialog';

const ui = (children: React.ReactNode) =>
  render(<UiProvider preload={false}>{children}</UiProvider>);

function RutHarness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RutInput value={value} onChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

describe('RutInput (spec 000 §5 "Rut")', () => {
  it('cleans as the shopper types: dots dropped, hyphen kept', async () => {
    ui(<RutHarness />);
    const input = screen.getByRole('textbox', { name: 'Rut' });
    await userEvent.type(input, '12.345.678-5');
    expect(input).toHaveValue('12345678-5');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Dígito verificador/)).not.toBeInTheDocument();
  });

  it('inserts the hyphen after 8 characters, uppercases k, keeps at most 10', async () => {
    ui(<RutHarness />);
    const input = screen.getByRole('textbox', { name: 'Rut' });
    await userEvent.type(input, '1000001 3k77');
    expect(input).toHaveValue('10000013-K');
  });

  it('a wrong check digit shows "Dígito verificador incorrecto", linked to the field', async () => {
    ui(<RutHarness />);
    const input = screen.getByRole('textbox', { name: 'Rut' });
    await userEvent.type(input, '12345678-9');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Dígito verificador incorrecto');
  });

  it('empty or badly formed, once left: the required and format messages with the example', async () => {
    ui(<RutHarness />);
    const input = screen.getByRole('textbox', { name: 'Rut' });
    await userEvent.click(input);
    await userEvent.tab();
    expect(
      screen.getByText('Este campo es obligatorio. Por ejemplo: 12345678-5'),
    ).toBeInTheDocument();
    await userEvent.type(input, '1234');
    expect(input).toHaveAccessibleDescription(
      'Ingresa tu rut sin puntos y con guión. Por ejemplo: 12345678-5',
    );
  });

  it('works with react-hook-form through a Controller', async () => {
    const submitted = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { rut: '' } });
      return (
        <form onSubmit={handleSubmit((v) => submitted(v))}>
          <Controller
            name="rut"
            control={control}
            render={({ field }) => <RutInput {...field} />}
          />
          <button type="submit">Guardar</button>
        </form>
      );
    }
    ui(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Rut' }), '7.654.321-k');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ rut: '7654321-K' }));
  });
});

const COUNTRIES: PhoneCountry[] = [
  DEFAULT_PHONE_COUNTRY,
  { iso2: 'AR', name: 'Argentina', prefix: '+54', exampleLength: 10 },
  { iso2: 'US', name: 'Estados Unidos', prefix: '+1', exampleLength: 10, mainForPrefix: true },
  { iso2: 'CA', name: 'Canadá', prefix: '+1', exampleLength: 10 },
];

function PhoneHarness({
  initial = { prefix: '+56', number: '' },
  countries = COUNTRIES,
}: {
  initial?: PhoneValue;
  countries?: PhoneCountry[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput value={value} onChange={setValue} countries={countries} />
      <output aria-label="valor">{`${value.prefix} ${value.number}`}</output>
    </>
  );
}

describe('PhoneInput (spec 000 §5 "Phone")', () => {
  it('defaults to Chile (+56) and asks for exactly 9 digits', async () => {
    ui(<PhoneHarness />);
    const country = screen.getByRole('combobox', { name: 'País' });
    expect(country).toHaveDisplayValue('Chile (+56)');
    const number = screen.getByRole('textbox', { name: 'Teléfono' });
    await userEvent.type(number, '9123');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Debe contener exactamente 9 dígitos');
    await userEvent.type(number, '45678');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Debe contener/)).not.toBeInTheDocument();
  });

  it('"Debe contener sólo números" for anything but digits', async () => {
    ui(<PhoneHarness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '91234-567');
    expect(screen.getByText('Debe contener sólo números')).toBeInTheDocument();
  });

  it('the length follows the selected country; no country → "Debes seleccionar un país"', async () => {
    ui(<PhoneHarness />);
    const country = screen.getByRole('combobox', { name: 'País' });
    await userEvent.selectOptions(country, 'Argentina (+54)');
    expect(screen.getByLabelText('valor')).toHaveTextContent('+54');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '912345678');
    expect(screen.getByText('Debe contener exactamente 10 dígitos')).toBeInTheDocument();
    await userEvent.selectOptions(country, 'Selecciona');
    expect(screen.getByText('Debes seleccionar un país')).toBeInTheDocument();
  });

  it('keeps the picked country among those sharing a prefix', async () => {
    ui(<PhoneHarness />);
    const country = screen.getByRole('combobox', { name: 'País' });
    await userEvent.selectOptions(country, 'Canadá (+1)');
    expect(country).toHaveDisplayValue('Canadá (+1)');
  });

  it('loads the domain list itself when none is given (long list, Chile first)', async () => {
    ui(<PhoneInput value={{ prefix: '+56', number: '' }} onChange={() => undefined} />);
    const country = screen.getByRole('combobox', { name: 'País' });
    await waitFor(() => expect(country.querySelectorAll('option').length).toBeGreaterThan(200));
    expect(country).toHaveDisplayValue('Chile (+56)');
  });

  it('phoneError without a list knows Chile', () => {
    expect(phoneError({ prefix: '+56', number: '912345678' })).toBeNull();
    expect(phoneError({ prefix: '', number: '912345678' })).toBe('Debes seleccionar un país');
    expect(phoneError({ prefix: '+56', number: '' })).toBe('Este campo es obligatorio');
  });
});

describe('FormDialog', () => {
  function Forced({ onSubmit }: { onSubmit(): void }) {
    return (
      <FormDialog
        open
        dismissible={false}
        title="Confirma tus datos"
        onSubmit={onSubmit}
        footer={<button type="submit">Guardar</button>}
      >
        <label>
          Nombre
          <input />
        </label>
      </FormDialog>
    );
  }

  it('a forced dialog has no close button and ignores Escape; submit runs onSubmit', async () => {
    const onSubmit = jest.fn();
    ui(<Forced onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirma tus datos' });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a dismissible dialog closes with its close button', async () => {
    const onClose = jest.fn();
    ui(
      <FormDialog open title="Nombre" onClose={onClose}>
        <p>cuerpo</p>
      </FormDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
