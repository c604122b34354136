import { apiPathOf, buildQuery, isUnderBaseUrl, joinUrl } from './url';

describe('url helpers', () => {
  it('buildQuery skips undefined and null, joins arrays with commas, empty gives ""', () => {
    expect(buildQuery({ a: 'x y', b: undefined, c: null, d: [1, 2], e: false })).toBe('?a=x+y&d=1%2C2&e=false');
    expect(buildQuery({ b: undefined })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });

  it('joinUrl keeps exactly one slash and passes absolute URLs through', () => {
    expect(joinUrl('http://h/v1/', '/stores/')).toBe('http://h/v1/stores/');
    expect(joinUrl('http://h/v1', 'stores')).toBe('http://h/v1/stores');
    expect(joinUrl('http://h/v1', 'https://other/x')).toBe('https://other/x');
  });

  it('isUnderBaseUrl: same origin and path under the base path only', () => {
    expect(isUnderBaseUrl('http://h:4000/v1/stores', 'http://h:4000/v1')).toBe(true);
    expect(isUnderBaseUrl('http://h:4000/v1', 'http://h:4000/v1/')).toBe(true);
    expect(isUnderBaseUrl('http://h:4000/v10/x', 'http://h:4000/v1')).toBe(false);
    expect(isUnderBaseUrl('http://h:4001/v1/x', 'http://h:4000/v1')).toBe(false);
    expect(isUnderBaseUrl('http://evil.cl/v1/x', 'http://h:4000/v1')).toBe(false);
    expect(isUnderBaseUrl('not a url', 'http://h:4000/v1')).toBe(false);
  });

  it('apiPathOf gives the path after the base', () => {
    expect(apiPathOf('http://h/v1/auth/refresh?x=1', 'http://h/v1')).toBe('auth/refresh');
  });
});
