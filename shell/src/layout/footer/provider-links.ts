// Provider (platform) links of the footer and the powered-by strip. The provider's site is the
// runtime config's providerHomeUrl; its sections are anchors of that page.
export interface ProviderLinks {
  home: string;
  terms: string;
  privacy: string;
  forStores: string;
}

export function providerLinks(providerHomeUrl: string | null | undefined): ProviderLinks {
  const home = providerHomeUrl?.trim() || '/';
  const at = (anchor: string) => `${home.split('#')[0]}#${anchor}`;
  return {
    home,
    terms: at('terminos-y-condiciones'),
    privacy: at('privacidad'),
    forStores: at('para-tiendas'),
  };
}
