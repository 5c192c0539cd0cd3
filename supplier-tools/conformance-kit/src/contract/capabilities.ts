/**
 * What a supplier's callbacks can do beyond the contract. A supplier declares them with
 * PATCH /v1/account `capabilities`; we call a capability's callback only once it is declared, so a
 * supplier that declares nothing sees exactly the contract's calls.
 */
export const SUPPLIER_CAPABILITIES = [
  // POST {callback_url}/reservation_extension: a held reservation's `expires` moves later.
  'reservation_extension',
] as const;

export type SupplierCapability = (typeof SUPPLIER_CAPABILITIES)[number];

export function hasCapability(account: { capabilities?: string[] | null }, capability: SupplierCapability): boolean {
  return account.capabilities?.includes(capability) ?? false;
}

/**
 * The capabilities of the account serving a product that an agent selling it can use: hold
 * extension only where there are holds (a product sold with reservations). Shown with the product
 * on GET /v1/products, so that an agent knows before it sells.
 */
export function capabilitiesForSelling(server: { capabilities?: string[] | null }, product: { freesale: boolean }): SupplierCapability[] {
  return SUPPLIER_CAPABILITIES.filter((capability) => hasCapability(server, capability) && (capability !== 'reservation_extension' || !product.freesale));
}
