/** The time zone of the test suppliers' products. */
export const ZONE = 'Europe/Amsterdam';
/** A travel date far enough ahead that no cut-off or expiry reaches it. */
export const FAR = '2031-06-01';

/** A product as a test supplier's GET /products lists it: in Amsterdam, on allocation, no options, unless `extra` says otherwise. */
export function supplierProduct(name: string, extra: object = {}) {
  return {
    name,
    supplier: null,
    country: 'NL',
    city: 'NLAMS',
    freesale: false,
    time_zone: ZONE,
    options: {},
    ...extra,
  };
}
