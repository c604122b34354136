export function renderChileDivisions(regionsCsv: string, provincesCsv: string, communesCsv: string): string;
