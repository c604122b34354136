// Shown when the page cannot start (no Chakra system yet, so plain markup).
export function StandaloneError({
  notFound,
  handedOver = false,
}: {
  notFound: boolean;
  /** A provider window that gave its return to the payment: it closes itself. */
  handedOver?: boolean;
}) {
  if (handedOver)
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16, textAlign: 'center' }}>
        <h1 style={{ fontSize: 24 }}>Volviendo al pago</h1>
        <p>Puedes cerrar esta ventana.</p>
      </main>
    );
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '10vh auto',
        padding: 16,
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 24 }}>
        {notFound ? 'Tienda no encontrada' : 'No pudimos cargar el pago'}
      </h1>
      <p style={{ color: '#555' }}>
        {notFound
          ? 'Revisa la dirección del pago.'
          : 'Estamos teniendo problemas para conectarnos. Intenta nuevamente en unos minutos.'}
      </p>
    </main>
  );
}
