// /config.json's third parties (README "Third-party services"): each the real service the shell
// server wrote from the environment (checked there: deploy/stack/src/ports.test.mjs), or the
// sandbox's stand-in when the document leaves it out.
import { parseThirdParties, sandboxThirdParties } from './third-parties';

describe('parseThirdParties', () => {
  it('defaults every service to the stand-in of the configured sandbox', () => {
    expect(parseThirdParties(undefined, 'http://localhost:4000/')).toEqual({
      holidaysUrl: 'http://localhost:4000/sandbox/holidays',
      googleAuthorizeUrl: 'http://localhost:4000/sandbox/google/authorize',
      mapsApiKey: null,
      analytics: { url: 'http://localhost:4000/sandbox/segment/v1', writeKey: 'sandbox' },
    });
  });

  it('takes the real services the document names, the stand-in for any it leaves out', () => {
    const real = parseThirdParties(
      {
        holidaysUrl: 'https://date.nager.at',
        mapsApiKey: 'AIza-key',
        analytics: { url: 'https://api.segment.io/v1', writeKey: 'wk-1' },
      },
      'http://localhost:4000',
    );
    expect(real).toEqual({
      ...sandboxThirdParties('http://localhost:4000'),
      holidaysUrl: 'https://date.nager.at',
      mapsApiKey: 'AIza-key',
      analytics: { url: 'https://api.segment.io/v1', writeKey: 'wk-1' },
    });
  });
});
