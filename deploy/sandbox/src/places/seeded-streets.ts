// The streets the places stand-in knows by name (API.md "Places"): well-known avenues of the
// seeded stores' coverage (Providencia, Las Condes, Ñuñoa, Santiago, Vitacura) and of communes
// outside it, so a test can pick either. Any other street is found when the commune is typed
// after a comma ("Calle Nueva 12, Maipú").
export const SEEDED_STREETS: ReadonlyArray<{ street: string; commune: string }> = [
  { street: 'Avenida Providencia', commune: 'Providencia' },
  { street: 'Avenida Nueva Providencia', commune: 'Providencia' },
  { street: 'Avenida Pedro de Valdivia', commune: 'Providencia' },
  { street: 'Avenida Los Leones', commune: 'Providencia' },
  { street: 'Avenida Apoquindo', commune: 'Las Condes' },
  { street: 'Avenida Las Condes', commune: 'Las Condes' },
  { street: 'Avenida Manquehue', commune: 'Las Condes' },
  { street: 'Avenida Irarrázaval', commune: 'Ñuñoa' },
  { street: 'Avenida José Pedro Alessandri', commune: 'Ñuñoa' },
  { street: "Avenida Libertador Bernardo O'Higgins", commune: 'Santiago' },
  { street: 'Calle Huérfanos', commune: 'Santiago' },
  { street: 'Calle Agustinas', commune: 'Santiago' },
  { street: 'Avenida Vitacura', commune: 'Vitacura' },
  { street: 'Avenida Kennedy', commune: 'Vitacura' },
  { street: 'Avenida Vicuña Mackenna', commune: 'La Florida' },
  { street: 'Avenida Pajaritos', commune: 'Maipú' },
  { street: 'Avenida Concha y Toro', commune: 'Puente Alto' },
  { street: 'Avenida Pedro Montt', commune: 'Valparaíso' },
  { street: 'Avenida Libertad', commune: 'Viña del Mar' },
  { street: 'Avenida Grecia', commune: 'Antofagasta' },
  { street: 'Avenida Francisco de Aguirre', commune: 'La Serena' },
  { street: 'Calle Barros Arana', commune: 'Concepción' },
  { street: 'Avenida Alemania', commune: 'Temuco' },
  { street: 'Avenida Angelmó', commune: 'Puerto Montt' },
  { street: 'Avenida Diego Portales', commune: 'Puerto Montt' },
  { street: 'Avenida Colón', commune: 'Punta Arenas' },
];
