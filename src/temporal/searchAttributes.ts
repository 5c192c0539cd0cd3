import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/**
 * Custom search attributes that let operators filter workflows in the Temporal UI, e.g.
 * `MarketplaceAgent = "agent@example.com"`. Registered by `npm start`, the tests and docker compose.
 */
export const searchAttributes = {
  agent: defineSearchAttributeKey('MarketplaceAgent', SearchAttributeType.KEYWORD),
  supplier: defineSearchAttributeKey('MarketplaceSupplier', SearchAttributeType.KEYWORD),
  product: defineSearchAttributeKey('MarketplaceProduct', SearchAttributeType.KEYWORD),
  reference: defineSearchAttributeKey('MarketplaceReference', SearchAttributeType.KEYWORD),
  account: defineSearchAttributeKey('MarketplaceAccount', SearchAttributeType.KEYWORD),
  /** The agent's reference of an order (issue 44): on the order's workflows, its holds, and its bookings' later steps. */
  order: defineSearchAttributeKey('MarketplaceOrder', SearchAttributeType.KEYWORD),
  /** `live` or `test` on every workflow of a mode's work: the UI's list shows live with `MarketplaceMode = "live"`. */
  mode: defineSearchAttributeKey('MarketplaceMode', SearchAttributeType.KEYWORD),
} as const;

export const allSearchAttributes = Object.values(searchAttributes);

/** `--search-attribute` flags for `temporal server start-dev`. */
export function devServerSearchAttributeArgs(): string[] {
  return allSearchAttributes.flatMap((key) => ['--search-attribute', `${key.name}=Keyword`]);
}
