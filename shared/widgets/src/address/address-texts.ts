// Spanish texts of the address dialog. The validation texts are the spec's (001 §5 Address, from
// @storefront/domain); the rest fills what the spec leaves unwritten.
export const ADDRESS_TEXTS = {
  title: 'Agregar dirección',
  searchLabel: 'Busca tu dirección',
  searchHint: 'Escribe la calle, el número y la comuna.',
  searching: 'Buscando direcciones',
  results: (n: number) => (n === 1 ? '1 dirección encontrada' : `${n} direcciones encontradas`),
  noResults: 'No encontramos direcciones con ese texto.',
  searchError: 'No pudimos buscar direcciones. Por favor, vuelve a intentarlo.',
  detailsTitle: 'Confirma tu dirección',
  apartment: 'Depto. / Oficina (opcional)',
  comment: 'Indicaciones para la entrega (opcional)',
  change: 'Cambiar dirección',
  save: 'Guardar dirección',
  saveError: 'No pudimos guardar tu dirección. Por favor, vuelve a intentarlo.',
  addressAdded: 'User Added Address',
} as const;
