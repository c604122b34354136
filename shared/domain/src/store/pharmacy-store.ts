// Spec 000 §1 and 001 §1: "A store whose name matches that kind of store [pharmacy-type] hides the
// Modificar button on subscription items and shows an information card." The seeded pharmacy is
// "farmacia-demo"; the match ignores case.
export function isPharmacyStore(name: string): boolean {
  return name.toLowerCase().includes('farmacia');
}

/**
 * The pharmacy information card's words (000 §1/§2, 001 §1: "price may vary per replenishment,
 * availability not guaranteed, prescription may be required, a phone line for changes"; the spec
 * gives no exact wording), one text for the cart and the subscription edit.
 */
export const PHARMACY_INFO_TEXTS = {
  title: 'Información importante',
  lines: [
    'El precio puede variar en cada reposición y la disponibilidad de los productos no está garantizada.',
    'Algunos productos pueden requerir receta médica.',
  ],
  changes: (supportEmail?: string | null) =>
    `Si necesitas hacer cambios, comunícate con nuestra línea de atención${supportEmail ? ` o escríbenos a ${supportEmail}` : ''}.`,
} as const;
