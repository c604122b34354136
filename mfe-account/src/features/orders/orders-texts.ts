// Spanish texts of the orders screens. The spec gives the heading and the empty text (002 §2
// "userpanel/orders"), the statuses (§4, in @storefront/domain) and 'No definido' (domain); the
// rest fills what it leaves unwritten.
export const ORDERS_TEXTS = {
  title: 'Mis Órdenes',
  empty:
    'Las órdenes sólo se mostrarán una vez que se haya realizado el pago. Aún no tienes órdenes pagadas.',
  listLabel: 'Órdenes pagadas',
  loading: 'Cargando órdenes',
  loadError: 'No pudimos cargar tus órdenes. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  orderName: (deliveryNumber: number) => `Orden N° ${deliveryNumber}`,
  date: 'Fecha',
  status: 'Estado',
  address: 'Dirección',
  commune: 'Comuna',
  total: 'Total',
  subtotal: 'Subtotal',
  viewDetail: 'Ver detalle',
  viewDetailLabel: (deliveryNumber: number) => `Ver detalle de la orden N° ${deliveryNumber}`,
  orderData: 'Datos de la orden',
  products: 'Productos',
  summary: 'Resumen',
  quantityTimesPrice: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
  back: 'Volver a mis órdenes',
  loadingOrder: 'Cargando la orden',
  orderLoadError: 'No pudimos cargar la orden. Por favor, vuelve a intentarlo.',
  notFoundTitle: 'Orden no encontrada',
  notFoundBody: 'La orden que buscas no existe o no pertenece a tu cuenta en esta tienda.',
} as const;
