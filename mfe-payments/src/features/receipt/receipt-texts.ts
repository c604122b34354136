// Spanish texts of the receipt (spec 002 §2 "single-payments/…/success/…", §8). The spec's own:
// 'Pago realizado con éxito', 'Los detalles del comprobante de tu pago a continuación:', 'Monto
// original', 'Monto final', 'Volver al sitio', 'Descargar comprobante', 'No se pudo generar el
// comprobante de pago' and both not-found titles; the rest fills what it leaves unwritten.
export const RECEIPT_TEXTS = {
  loading: 'Cargando comprobante de pago',
  title: 'Pago realizado con éxito',
  intro: 'Los detalles del comprobante de tu pago a continuación:',
  code: 'Código de comprobante',
  date: 'Fecha',
  method: 'Medio de pago',
  originalAmount: 'Monto original',
  finalAmount: 'Monto final',
  backToSite: 'Volver al sitio',
  autoReturn: (seconds: number) =>
    `Volverás al sitio automáticamente en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  download: 'Descargar comprobante',
  downloading: 'Generando comprobante',
  downloadFailed: 'No se pudo generar el comprobante de pago',
  dismiss: 'Cerrar aviso',
  requestId: (id: string) => `ID de solicitud: ${id}`,
  intentId: (id: string) => `ID de pago: ${id}`,
  requestNotFound: 'Solicitud de pago no encontrada',
  requestNotFoundDescription:
    'El enlace de pago no existe o ya no está disponible. Revisa el enlace que recibiste o contacta a la tienda.',
  receiptNotFound: 'Comprobante de pago no encontrado',
  receiptNotFoundDescription:
    'Aún no hay un comprobante para este pago. Si acabas de pagar, espera unos segundos y vuelve a cargar la página.',
  backToStore: 'Volver a la tienda',
  loadError: 'No pudimos cargar el comprobante de pago. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
} as const;
