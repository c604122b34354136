// Shown when the store could not be loaded at all (API down); no Chakra system exists yet, so it
// is plain markup.
export function BootError() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '15vh auto',
        padding: 16,
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 24 }}>No pudimos cargar la tienda</h1>
      <p style={{ color: '#555' }}>
        Estamos teniendo problemas para conectarnos. Intenta nuevamente en unos minutos.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          padding: '10px 20px',
          fontSize: 16,
          borderRadius: 6,
          border: '1px solid #888',
          background: 'white',
          cursor: 'pointer',
        }}
      >
        Reintentar
      </button>
    </main>
  );
}
