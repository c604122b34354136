// Form schemas of a rut (spec 000 §5 "Rut"): the field checked by validateRut, so its messages are
// the spec's ("Este campo es obligatorio. Por ejemplo: {code}", the format one, "Dígito
// verificador incorrecto").
import * as v from 'valibot';
import { textRule } from '../forms/field-rule';
import { validateRut } from './rut';

/** A required rut field (the example of the messages: RUT_EXAMPLE). */
export const rutRule = () => textRule((value) => validateRut(value));

/** The profile's "Editar rut" form. */
export const rutFormSchema = v.object({ rut: rutRule() });
