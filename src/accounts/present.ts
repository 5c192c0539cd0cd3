import type { AccessGrant, Account } from '../db/entities/index.ts';
import { redactUrl } from '../suppliers/redactUrl.ts';
import { previousTokenExpires } from './tokens.ts';

/**
 * What anyone may see of an account: who it is and, for an agent deciding whether to sell a
 * supplier's products, what its callbacks support and how its availability is kept fresh (never a
 * URL, a secret or a setting of its own side).
 */
export function publicAccount(account: Account) {
  return {
    name: account.name,
    email: account.email,
    verified: account.verified,
    domain: account.domain ?? null,
    capabilities: account.capabilities ?? [],
    availability_ttl_seconds: account.availabilityTtlSeconds ?? 0,
    availability_pushed_at: account.availabilityPushedAt?.toISOString() ?? null,
  };
}

/** What the account itself sees; URL passwords are masked even here, since responses get logged by clients. */
export function ownAccount(account: Account) {
  return {
    name: account.name,
    email: account.email,
    callback_url: redactUrl(account.callbackUrl),
    notification_url: redactUrl(account.notificationUrl),
    verified: account.verified,
    domain: account.domain ?? null,
    currency: account.currency,
    outcome_notifications: account.outcomeNotifications ?? [],
    availability_agent_independent: account.availabilityAgentIndependent ?? false,
    availability_ttl_seconds: account.availabilityTtlSeconds ?? 0,
    availability_notifications: account.availabilityNotifications ?? false,
    capabilities: account.capabilities ?? [],
    previous_token_expires: previousTokenExpires(account),
    test_callback_url: account.testCallbackUrl ? redactUrl(account.testCallbackUrl) : null,
    test_notification_url: account.testNotificationUrl ? redactUrl(account.testNotificationUrl) : null,
    test_token_issued: account.testTokenHash != null,
    previous_test_token_expires: previousTokenExpires(account, new Date(), 'test'),
  };
}

export function presentGrantedAgent(grant: AccessGrant) {
  return { agent: grant.agent.identifier, name: grant.agent.name, since: grant.createdAt.toISOString() };
}

export function presentGrantingSupplier(grant: AccessGrant) {
  return { supplier: grant.supplier.identifier, name: grant.supplier.name, since: grant.createdAt.toISOString() };
}
