// Spec 000 §8 "Token errors": bypass token expired or invalid; bypass token not of type bypass;
// access token expired or invalid; access token of wrong type; required bypass or access token
// missing from the URL. The Spanish wording is the issue 4 contract's (the spec gives the cases);
// the two "Disallowed" texts cover a token the store's loginPolicy forbids.
export const TOKEN_ERROR_MESSAGES = {
  bypassInvalid: 'El token de acceso directo expiró o no es válido.',
  bypassWrongType: 'El token de acceso directo no es de tipo bypass.',
  accessInvalid: 'El token de acceso expiró o no es válido.',
  accessWrongType: 'El token de acceso no es del tipo correcto.',
  bypassMissing: 'Falta el token de acceso directo en la url.',
  accessMissing: 'Falta el token de acceso en la url.',
  bypassDisallowed: 'Esta tienda no permite el ingreso con token de acceso directo.',
  accessDisallowed: 'Esta tienda no permite el ingreso con token de acceso.',
} as const;

export type TokenErrorKey = keyof typeof TOKEN_ERROR_MESSAGES;
