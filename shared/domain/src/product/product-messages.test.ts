import { PAYDAY_MESSAGES, PRODUCT_MESSAGES } from './product-messages';

describe('product and payday messages (spec 000 §5, exact Spanish)', () => {
  it('product messages', () => {
    expect(PRODUCT_MESSAGES).toEqual({
      labels: 'Debes especificar el tipo de producto',
      frequency: 'Debes seleccionar una frecuencia',
      amount: 'Debes ingresar un monto',
      quantity: 'La cantidad seleccionada no es válida o el producto no tiene stock suficiente',
    });
  });
  it('base payday messages', () => {
    expect(PAYDAY_MESSAGES).toEqual({
      required: 'Ingresa una fecha',
      past: 'La fecha debe ser hoy o posterior',
      holiday: 'La fecha no puede ser un feriado',
      weekend: 'La fecha no puede ser un fin de semana',
      invalid: 'La fecha no es válida',
    });
  });
});
