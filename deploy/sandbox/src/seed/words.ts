// Spanish word lists for the generated catalogue of tienda-demo.

/** 40 brands (no commas: the brands filter is a comma list). */
export const BRANDS = [
  'Campo Sur', 'Valle Verde', 'Don Aurelio', 'La Cosecha', 'Tierra Noble', 'Andes Puro', 'Mar Azul',
  'Doña Rosa', 'El Molino', 'Huerto Vivo', 'Cordillera', 'Pampa Dorada', 'Brisa Austral', 'Los Robles',
  'Santa Clara', 'Río Claro', 'Sol de Chile', 'Bosque Nativo', 'La Granja', 'Puerto Fresco',
  'Casa Blanca', 'Alerce', 'Patagonia Fresh', 'Quillay', 'Nevado', 'El Roble', 'Copihue', 'Lago Azul',
  'Vertiente', 'Altiplano', 'Doña Inés', 'Buen Día', 'Hogar Limpio', 'Brillo Total', 'Pura Vida',
  'Mascota Feliz', 'Aroma Andino', 'Tostaduría Central', 'Lácteos del Sur', 'Viña Vieja',
] as const;

export const ADJECTIVES = [
  'Premium', 'Orgánico', 'Clásico', 'Tradicional', 'Light', 'Familiar', 'Selección', 'Gourmet',
  'Natural', 'Extra', 'Artesanal', 'Integral',
] as const;

export const PHRASES = [
  'elaborado con ingredientes seleccionados',
  'ideal para el consumo diario de toda la familia',
  'de origen nacional, directo del productor',
  'con el sabor de siempre y un precio conveniente',
  'recíbelo en tu casa con la frecuencia que elijas',
  'calidad garantizada en cada despacho',
] as const;

/**
 * The category tree of tienda-demo (47 categories, depth up to 4). `nouns` and `sizes` feed the
 * generated products of a category; `landing` categories are filled by hand (kept small).
 */
export interface CategorySpec {
  name: string;
  nouns?: string[];
  sizes?: string[];
  landing?: boolean;
  children?: CategorySpec[];
}

export const TIENDA_CATEGORIES: CategorySpec[] = [
  {
    name: 'Despensa', nouns: ['Harina', 'Azúcar', 'Sal de mar'], sizes: ['500 g', '1 kg', '2 kg'],
    children: [
      { name: 'Arroz y Legumbres', nouns: ['Arroz grano largo', 'Arroz integral', 'Lentejas', 'Porotos negros', 'Garbanzos'], sizes: ['500 g', '1 kg', '2 kg'] },
      { name: 'Pastas y Salsas', nouns: ['Spaghetti', 'Fusilli', 'Salsa de tomate', 'Pesto', 'Lasaña'], sizes: ['400 g', '500 g', '1 kg'] },
      { name: 'Aceites y Vinagres', nouns: ['Aceite de oliva', 'Aceite de maravilla', 'Vinagre de manzana', 'Aceto balsámico'], sizes: ['500 ml', '1 L', '2 L'] },
      { name: 'Conservas', nouns: ['Atún en agua', 'Duraznos en almíbar', 'Choclo en conserva', 'Arvejas'], sizes: ['pack x3', 'pack x6', '400 g'] },
      {
        name: 'Desayuno', nouns: ['Mermelada', 'Miel de ulmo', 'Avena'], sizes: ['250 g', '500 g', '1 kg'],
        children: [
          { name: 'Cereales', nouns: ['Granola', 'Cereal de maíz', 'Muesli'], sizes: ['350 g', '500 g', '1 kg'] },
          {
            name: 'Café', nouns: ['Café instantáneo', 'Cápsulas de café'], sizes: ['100 g', '170 g', 'caja x10'],
            children: [
              { name: 'Café en grano', landing: true },
              { name: 'Café molido', nouns: ['Café molido', 'Café de filtro'], sizes: ['250 g', '500 g', '1 kg'] },
            ],
          },
          { name: 'Té e Infusiones', nouns: ['Té negro', 'Té verde', 'Infusión de manzanilla', 'Hierba mate'], sizes: ['caja x20', 'caja x50', '500 g'] },
        ],
      },
    ],
  },
  {
    name: 'Frutas', nouns: ['Frutas deshidratadas'], sizes: ['200 g', '500 g'],
    children: [
      { name: 'Frutas de temporada', landing: true },
      { name: 'Frutos secos', nouns: ['Almendras', 'Nueces', 'Maní tostado', 'Mix de frutos secos'], sizes: ['200 g', '500 g', '1 kg'] },
      { name: 'Frutas congeladas', nouns: ['Frambuesas congeladas', 'Mix de berries', 'Mango en cubos'], sizes: ['500 g', '1 kg'] },
    ],
  },
  {
    name: 'Verduras', nouns: ['Caja de verduras'], sizes: ['chica', 'mediana', 'grande'],
    children: [
      { name: 'Hortalizas', nouns: ['Tomates', 'Zanahorias', 'Papas', 'Cebollas'], sizes: ['1 kg', '2 kg', '5 kg'] },
      { name: 'Verduras de hoja', nouns: ['Lechuga', 'Espinaca', 'Acelga', 'Rúcula'], sizes: ['unidad', 'bolsa 250 g', 'pack x2'] },
    ],
  },
  {
    name: 'Lácteos', nouns: ['Mantequilla', 'Crema'], sizes: ['200 g', '250 g', '500 g'],
    children: [
      {
        name: 'Leches', nouns: ['Leche sin lactosa'], sizes: ['1 L', 'pack x6', 'pack x12'],
        children: [
          { name: 'Leche entera', nouns: ['Leche entera'], sizes: ['1 L', 'pack x6', 'pack x12'] },
          { name: 'Leche descremada', nouns: ['Leche descremada'], sizes: ['1 L', 'pack x6', 'pack x12'] },
          { name: 'Leches vegetales', nouns: ['Bebida de almendras', 'Bebida de avena'], sizes: ['1 L', 'pack x6'] },
        ],
      },
      { name: 'Yogures', nouns: ['Yogur natural', 'Yogur griego', 'Yogur batido'], sizes: ['pack x4', 'pack x8', '1 kg'] },
      { name: 'Quesos', nouns: ['Queso gauda', 'Queso mantecoso', 'Queso de cabra', 'Quesillo'], sizes: ['250 g', '500 g', '1 kg'] },
    ],
  },
  {
    name: 'Bebidas',
    children: [
      { name: 'Aguas', nouns: ['Agua mineral', 'Agua con gas'], sizes: ['1,5 L', 'pack x6', 'bidón 6 L'] },
      { name: 'Jugos', nouns: ['Jugo de naranja', 'Néctar de durazno', 'Jugo de manzana'], sizes: ['1 L', '1,5 L', 'pack x6'] },
      { name: 'Bebidas gaseosas', nouns: ['Bebida cola', 'Bebida de limón', 'Tónica'], sizes: ['1,5 L', '3 L', 'pack x6'] },
    ],
  },
  {
    name: 'Limpieza', nouns: ['Paños de limpieza'], sizes: ['pack x3', 'pack x10'],
    children: [
      { name: 'Detergentes', nouns: ['Detergente líquido', 'Detergente en polvo', 'Suavizante'], sizes: ['1 L', '3 L', '5 L'] },
      { name: 'Lavalozas', nouns: ['Lavalozas concentrado', 'Pastillas lavavajillas'], sizes: ['500 ml', '1 L', 'caja x30'] },
      {
        name: 'Limpiadores', nouns: ['Limpiador multiuso'], sizes: ['500 ml', '1 L', '2 L'],
        children: [
          { name: 'Baño', nouns: ['Limpiador de baño', 'Desinfectante en spray'], sizes: ['500 ml', '1 L'] },
          { name: 'Cocina', nouns: ['Desengrasante', 'Limpiador de cocina'], sizes: ['500 ml', '1 L'] },
        ],
      },
      { name: 'Planes de limpieza', landing: true },
    ],
  },
  {
    name: 'Cuidado Personal',
    children: [
      { name: 'Shampoo', nouns: ['Shampoo', 'Acondicionador'], sizes: ['400 ml', '750 ml', '1 L'] },
      { name: 'Jabones', nouns: ['Jabón líquido', 'Jabón en barra'], sizes: ['pack x3', '500 ml', '1 L'] },
      { name: 'Cuidado bucal', nouns: ['Pasta dental', 'Cepillo de dientes', 'Enjuague bucal'], sizes: ['unidad', 'pack x2', 'pack x4'] },
    ],
  },
  {
    name: 'Mascotas',
    children: [
      {
        name: 'Perros', nouns: ['Snacks para perros'], sizes: ['200 g', '500 g'],
        children: [
          {
            name: 'Alimento para perros', nouns: ['Alimento húmedo para perros'], sizes: ['pack x6', 'pack x12'],
            children: [
              { name: 'Alimento seco para perros', nouns: ['Alimento seco adulto', 'Alimento seco cachorro'], sizes: ['3 kg', '8 kg', '15 kg'] },
            ],
          },
        ],
      },
      {
        name: 'Gatos', nouns: ['Arena sanitaria'], sizes: ['4 kg', '10 kg'],
        children: [
          { name: 'Alimento para gatos', nouns: ['Alimento para gatos adulto', 'Alimento húmedo para gatos'], sizes: ['1 kg', '3 kg', 'pack x12'] },
        ],
      },
    ],
  },
  { name: 'Cajas de suscripción', landing: true },
];
