// /config.json's third parties (README "Third-party services"): each a configured real service,
// or the sandbox's stand-in when absent or not an http(s) address.
import { GOOGLE_AUTHORIZE_URL, parseThirdParties, sandboxThirdParties } from './third-parties';

describe('parseThirdParties', () => {
  it('defaults every service to the stand-in of the configured sandbox', () => {
    expect(parseThirdParties(undefined, 'http://localhost:4000/')).toEqual({
      holidaysUrl: 'http://localhost:4000/sandbox/holidays',
      googleAuthorizeUrl: 'http://localhost:4000/sandbox/google/authorize',
      mapsApiKey: null,
      analytics: { url: 'http://localhost:4000/sandbox/segment/v1', writeKey: 'sandbox' },
    });
  });

  it('takes the real services the config names, and refuses what is not an address', () => {
    const real = parseThirdParties(
      {
        holidaysUrl: 'https://date.nager.at',
        googleAuthorizeUrl: GOOGLE_AUTHORIZE_URL,
        mapsApiKey: ' AIza-key ',
        analytics: { url: 'https://api.segment.io/v1', writeKey: 'wk-1' },
      },
      'http://localhost:4000',
    );
    expect(real).toEqual({
      holidaysUrl: 'https://date.nager.at',
      googleAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      mapsApiKey: 'AIza-key',
      analytics: { url: 'https://api.segment.io/v1', writeKey: 'wk-1' },
    });
    expect(parseThirdParties({ holidaysUrl: 'javascript:alert(1)' }, 'http://s').holidaysUrl).toBe(
      sandboxThirdParties('http://s').holidaysUrl,
    );
  });
});
