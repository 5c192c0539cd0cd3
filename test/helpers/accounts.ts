import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Harness } from './harness.ts';

export type TestAccount = {
  email: string;
  token: string;
  auth: { user: string; password: string };
  /** The account's test-mode token (`tmk_test_…`), and Basic credentials with it: requests run in test mode. */
  testToken: string;
  testAuth: { user: string; password: string };
};

export const uniqueEmail = (tag = 'acct') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** Creates an account through the API, as a client would. */
export async function createAccount(
  api: Harness,
  fields: { name?: string; email?: string; callback_url?: string; notification_url?: string; currency?: string } = {},
): Promise<TestAccount> {
  const email = fields.email ?? uniqueEmail();
  const res = await api.call('POST', '/v1/account', {
    json: {
      name: fields.name ?? 'Test Account',
      email,
      callback_url: fields.callback_url ?? 'https://callbacks.example.com',
      notification_url: fields.notification_url ?? 'https://notifications.example.com',
      ...(fields.currency ? { currency: fields.currency } : {}),
    },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return {
    email,
    token: res.body.token,
    auth: { user: email, password: res.body.token },
    testToken: res.body.test_token,
    testAuth: { user: email, password: res.body.test_token },
  };
}

export async function grant(api: Harness, supplier: TestAccount, agent: TestAccount): Promise<void> {
  const res = await api.call('PUT', `/v1/agents/${agent.email}`, { auth: supplier.auth });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}
