// The login steps' form schemas (spec 000 §5): each field with the rule and the text of
// auth-validation.ts.
import * as v from 'valibot';
import { textRule } from '../../forms/field-rule';
import { validateEmail, validateLoginPassword } from './auth-validation';

export const emailFormSchema = v.object({ email: textRule(validateEmail) });
export const passwordFormSchema = v.object({ password: textRule(validateLoginPassword) });
