export const LOGO_SOURCES: readonly { id: string; file: string }[];
export function readLogoSources(): { id: string; svg: string }[];
export function renderLogoSprite(logos: readonly { id: string; svg: string }[]): string;
