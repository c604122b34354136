// The company data form (spec 002 "Profile and payers": the payer's company { rut, address }; both
// required, with the rules of contact-validation.ts: the rut of 000 §5 and a non-blank address,
// "Este campo es obligatorio").
import * as v from 'valibot';
import { textRule } from '../forms/field-rule';
import { rutRule } from '../rut/rut-form-schemas';
import { validateCompanyAddress } from './contact-validation';

export const companyFormSchema = v.object({
  rut: rutRule(),
  address: textRule(validateCompanyAddress),
});
