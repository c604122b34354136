import { providerReturnOutcome, withoutProviderReturn } from './provider-return';

const q = (query: string) => new URLSearchParams(query);

describe('providerReturnOutcome (001 §2 Khipu and Mercado Pago returns)', () => {
  it('"A Mercado Pago return with an external reference but no payment id means failed"', () => {
    expect(providerReturnOutcome(q('mp=true&result=success&external_reference=sub-1'))).toBe(
      'failed',
    );
    expect(
      providerReturnOutcome(q('mp=true&result=success&external_reference=sub-1&payment_id=')),
    ).toBe('failed');
  });
  it('a success return is only verified (the server decides what is paid)', () => {
    expect(
      providerReturnOutcome(q('mp=true&result=success&external_reference=sub-1&payment_id=123')),
    ).toBe('verifying');
    expect(providerReturnOutcome(q('result=success'))).toBe('verifying');
  });
  it('any other result is a failure; no return parameters, nothing', () => {
    expect(providerReturnOutcome(q('result=failure'))).toBe('failed');
    expect(providerReturnOutcome(q('updated=true'))).toBeNull();
  });
  it('drops only the return parameters', () => {
    expect(
      withoutProviderReturn(
        q('mp=true&result=success&external_reference=a&payment_id=1&updated=true'),
      ).toString(),
    ).toBe('updated=true');
  });
});
