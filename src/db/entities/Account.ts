import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';

const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'account',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(200),
    // Stored lower-cased: identifiers compare case-insensitively.
    email: p.string().length(254).unique(),
    domain: p.string().length(253).nullable().unique(),
    callbackUrl: p.text(),
    notificationUrl: p.text(),
    currency: p.string().length(3).default('EUR'),
    verified: p.boolean().default(false),
    // SHA-256 of the token: tokens carry 256 random bits, so a slow hash adds nothing.
    tokenHash: p.string().length(64),
    // The token a rotation replaced, accepted until previousTokenExpiresAt (a grace the caller chose).
    previousTokenHash: p.string().length(64).nullable(),
    previousTokenExpiresAt: p.datetime().nullable(),
    // Test mode (issue 31): its own token (null until issued), rotated on its own with the same
    // grace rules, and where test-mode calls and notifications go (null: the simulated supplier;
    // notifications recorded, not sent).
    testTokenHash: p.string().length(64).nullable(),
    previousTestTokenHash: p.string().length(64).nullable(),
    previousTestTokenExpiresAt: p.datetime().nullable(),
    testCallbackUrl: p.text().nullable(),
    testNotificationUrl: p.text().nullable(),
    // The booking events whose outcome this agent wants at its notification_url when the API could
    // only answer 503 (PATCH /v1/account `outcome_notifications`); none by default.
    outcomeNotifications: p
      .array()
      .columnType('text[]')
      .onCreate(() => [])
      .$type<string[]>(),
    // A supplier's declaration that its availability answers do not depend on the agent asking
    // (PATCH /v1/account `availability_agent_independent`): different agents' identical requests
    // in flight together then share one call. False by default.
    availabilityAgentIndependent: p.boolean().default(false),
    // How long this supplier's availability answers may be served without asking it again, in
    // seconds (PATCH /v1/account `availability_ttl_seconds`, at most 300); 0 caches nothing.
    availabilityTtlSeconds: p.integer().default(0),
    // An agent's opt-in to signed `availability.updated` notifications for the products it may sell
    // (PATCH /v1/account `availability_notifications`); off by default.
    availabilityNotifications: p.boolean().default(false),
    // When this account last pushed an availability change in live mode (POST /v1/availability_changes),
    // to the minute; null: never. Public: agents judge from it how fresh a kept answer is.
    availabilityPushedAt: p.datetime().nullable(),
    // What this supplier's callbacks do beyond the contract (PATCH /v1/account `capabilities`,
    // src/accounts/capabilities.ts); a callback is used only once declared. None by default.
    capabilities: p
      .array()
      .columnType('text[]')
      .onCreate(() => [])
      .$type<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Account extends AccountSchema.class {
  /** The identifier other accounts see: the domain once registered, else the email. */
  get identifier(): Opt & string {
    return this.domain ?? this.email;
  }
}
AccountSchema.setClass(Account);
export { AccountSchema };
