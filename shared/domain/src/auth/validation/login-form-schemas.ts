// The login and recovery forms' schemas (spec 000 §5): each field with the rule and the text of
// auth-validation.ts.
import * as v from 'valibot';
import { checkRule, textRule } from '../../forms/field-rule';
import { isCodeComplete } from '../otp/otp-code';
import {
  validateEmail,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordRepeat,
  validatePersonName,
  validateResetPassword,
  validateTermsAccepted,
} from './auth-validation';

/** The e-mail step and "¿Olvidaste tu contraseña?". */
export const emailFormSchema = v.object({ email: textRule(validateEmail) });
export const passwordFormSchema = v.object({ password: textRule(validateLoginPassword) });
/** The code form: six digits (no message: "Continuar" waits for them). */
export const codeFormSchema = v.object({
  code: v.pipe(
    v.string(),
    v.check((code: string) => isCodeComplete(code)),
  ),
});

/**
 * "Repite la contraseña" follows the password whatever the other fields' state (the form runs
 * every check: criteriaMode 'all' in useSchemaForm).
 */
function repeatMatches<T extends { password: string; repeat: string }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as T;
    const message = validatePasswordRepeat(input.password, input.repeat);
    if (message)
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input, key: 'repeat', value: input.repeat }],
      });
  });
}

/**
 * The signup form: names (optional when the store says so, store.userOptionalAttrs), the password
 * and its repetition when the password method is allowed, the terms.
 */
export function signupFormSchema(options: {
  nameOptional: boolean;
  lastNameOptional: boolean;
  passwordAllowed: boolean;
}) {
  return v.pipe(
    v.object({
      name: textRule((value) => validatePersonName(value, { optional: options.nameOptional })),
      lastName: textRule((value) =>
        validatePersonName(value, { optional: options.lastNameOptional }),
      ),
      // Without the password method both stay '' and match.
      password: options.passwordAllowed ? textRule(validateNewPassword) : v.string(),
      repeat: v.string(),
      terms: checkRule(validateTermsAccepted),
    }),
    repeatMatches(),
  );
}

/** The reset page (000 §4 Password recovery): the new password and its repetition. */
export const resetPasswordFormSchema = v.pipe(
  v.object({ password: textRule(validateResetPassword), repeat: v.string() }),
  repeatMatches(),
);
