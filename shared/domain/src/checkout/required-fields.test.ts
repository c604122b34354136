import { companyFormRequired, requiredCheckoutFields } from './required-fields';

const deliverable = { serviceType: 'deliverable' };
const service = { serviceType: 'service' };
const policy = (
  naturalPersonFields: Record<string, unknown> | null,
  companyFields: Record<string, unknown> | null = null,
) => ({
  checkoutPolicy: { naturalPersonFields, companyFields },
});

describe('requiredCheckoutFields (spec 001 §5 Checkout form)', () => {
  it('"With no policy present all three are required"', () => {
    for (const none of [null, undefined, {}, { checkoutPolicy: {} }, policy(null)]) {
      expect(requiredCheckoutFields(none, service)).toMatchObject({
        address: true,
        rut: true,
        phone: true,
      });
    }
  });
  it('"Address required when the store is deliverable or the policy demands it"', () => {
    const noAddress = policy({ address: false, rut: true, phone: true });
    expect(requiredCheckoutFields(noAddress, deliverable).address).toBe(true);
    expect(requiredCheckoutFields(noAddress, service).address).toBe(false);
    expect(requiredCheckoutFields(policy({ address: true }), service).address).toBe(true);
  });
  it('"Rut and phone required unless the policy excludes them"', () => {
    expect(requiredCheckoutFields(policy({ rut: false, phone: true }), deliverable)).toMatchObject({
      rut: false,
      phone: true,
    });
    expect(requiredCheckoutFields(policy({ rut: true, phone: false }), deliverable)).toMatchObject({
      rut: true,
      phone: false,
    });
    // A flag left out does not exclude.
    expect(requiredCheckoutFields(policy({}), service)).toMatchObject({
      address: false,
      rut: true,
      phone: true,
    });
  });
  it('"Company address and rut required only when the company policy says so"', () => {
    expect(
      requiredCheckoutFields(policy({}, { address: true, rut: false }), deliverable).company,
    ).toEqual({ address: true, rut: false });
    expect(requiredCheckoutFields(policy({}, { rut: true }), deliverable).company).toEqual({
      address: false,
      rut: true,
    });
    expect(requiredCheckoutFields(null, deliverable).company).toEqual({
      address: false,
      rut: false,
    });
  });
  it('the sandbox seed: tienda-demo (deliverable, address true), servicios-demo (address false)', () => {
    const seed = (address: boolean) =>
      policy({ address, rut: true, phone: true }, { address: false, rut: false });
    const tienda = requiredCheckoutFields(seed(true), deliverable);
    expect(tienda).toEqual({
      address: true,
      rut: true,
      phone: true,
      company: { address: false, rut: false },
    });
    expect(companyFormRequired(tienda)).toBe(false);
    expect(requiredCheckoutFields(seed(false), service).address).toBe(false);
  });
});
