// Spec 000 §5 (and 001 §… "All labels chosen …"): the product-selection and base-payday texts,
// word for word. Validators in this folder return one of these or null.
export const PRODUCT_MESSAGES = {
  labels: 'Debes especificar el tipo de producto',
  frequency: 'Debes seleccionar una frecuencia',
  amount: 'Debes ingresar un monto',
  quantity: 'La cantidad seleccionada no es válida o el producto no tiene stock suficiente',
} as const;
export type ProductMessage = (typeof PRODUCT_MESSAGES)[keyof typeof PRODUCT_MESSAGES];

export const PAYDAY_MESSAGES = {
  required: 'Ingresa una fecha',
  past: 'La fecha debe ser hoy o posterior',
  holiday: 'La fecha no puede ser un feriado',
  weekend: 'La fecha no puede ser un fin de semana',
  invalid: 'La fecha no es válida',
} as const;
export type PaydayMessage = (typeof PAYDAY_MESSAGES)[keyof typeof PAYDAY_MESSAGES];
