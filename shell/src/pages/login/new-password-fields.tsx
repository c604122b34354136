// "Contraseña" and "Repite la contraseña" as the signup form and the reset page ask them (spec
// 000 §5): once the repetition was left, it follows the password.
import { FormTextField, type FormTextFieldProps } from '@storefront/ui/forms';

type PasswordPair = { password: string; repeat: string };

export function NewPasswordFields<V extends PasswordPair>({
  form,
}: {
  form: FormTextFieldProps<V>['form'];
}) {
  const name = (field: keyof PasswordPair) => field as FormTextFieldProps<V>['name'];
  return (
    <>
      <FormTextField
        form={form}
        name={name('password')}
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        deps={
          form.getFieldState(name('repeat'), form.formState).isTouched
            ? [name('repeat')]
            : undefined
        }
      />
      <FormTextField
        form={form}
        name={name('repeat')}
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
