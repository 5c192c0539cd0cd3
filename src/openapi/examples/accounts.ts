/** Examples of the account, grant and notification operations (see story.ts). */
import {
  AGENT,
  AGENT_NAME,
  AGENT_REFERENCE,
  CONFIRMED_AT,
  type ExamplesByOperation,
  FAKE,
  NOTIFICATION_ID,
  SUPPLIER,
  SUPPLIER_NAME,
  SUPPLIER_REFERENCE,
  TEST_NOTIFICATION_ID,
} from './story.ts';

const SUPPLIER_ACCOUNT = {
  name: SUPPLIER_NAME,
  email: SUPPLIER,
  callback_url: 'https://marketplace:***@api.harbour.example/marketplace',
  notification_url: 'https://api.harbour.example/marketplace/notifications',
  verified: false,
  domain: null,
  currency: 'EUR',
  outcome_notifications: [],
  availability_agent_independent: false,
  availability_ttl_seconds: 0,
  previous_token_expires: null,
  availability_notifications: false,
  capabilities: ['reservation_extension'],
  test_callback_url: null,
  test_notification_url: null,
  test_token_issued: true,
  previous_test_token_expires: null,
};

const AGENT_ACCOUNT = {
  name: AGENT_NAME,
  email: AGENT,
  callback_url: 'https://api.agency.example/marketplace',
  notification_url: 'https://hooks.agency.example/marketplace',
  verified: true,
  domain: null,
  currency: 'EUR',
  outcome_notifications: ['booking_confirmation', 'booking_update', 'booking_cancellation'],
  availability_agent_independent: false,
  availability_ttl_seconds: 0,
  previous_token_expires: null,
  availability_notifications: true,
  capabilities: [],
  test_callback_url: null,
  test_notification_url: 'https://staging-hooks.agency.example/marketplace',
  test_token_issued: true,
  previous_test_token_expires: null,
};

/** The supplier's log entry for the booking_confirmation notification of AG-1042. */
const DELIVERY = {
  id: NOTIFICATION_ID,
  event: 'booking_confirmation',
  agent_reference: AGENT_REFERENCE,
  supplier_reference: SUPPLIER_REFERENCE,
  created: CONFIRMED_AT,
  status: 'delivered',
  attempts: 2,
  last_attempt: '2026-11-25T10:15:03.480Z',
  last_status: '200',
  signed_with: [2, 1],
  next_attempt: null,
  delivered: '2026-11-25T10:15:03.480Z',
};

const unauthorized = { code: 'UNAUTHORIZED', summary: 'No credentials, or a wrong identifier or token' } as const;

export const ACCOUNT_EXAMPLES: ExamplesByOperation = {
  'post /account': {
    body: {
      supplier: {
        summary: 'A supplier signs up',
        value: {
          name: SUPPLIER_NAME,
          email: SUPPLIER,
          callback_url: `https://marketplace:${FAKE.callbackPassword}@api.harbour.example/marketplace`,
          notification_url: 'https://api.harbour.example/marketplace/notifications',
          currency: 'EUR',
        },
      },
    },
    answer: {
      summary: 'The new account, with its token (shown only here); the URL password is masked',
      value: { ...SUPPLIER_ACCOUNT, token: FAKE.token, test_token: FAKE.testToken },
    },
    error: { code: 'EMAIL_TAKEN', summary: 'Another account has this e-mail' },
  },
  'get /account/verify': {
    query: { code: FAKE.verificationCode },
    answer: { summary: 'The e-mail is verified', value: { verified: true } },
    error: { code: 'INVALID_CODE', summary: 'Unknown, used or expired code' },
  },
  'post /account/token_reset': {
    body: { reset: { summary: 'Ask for a reset code', value: { email: SUPPLIER } } },
    answer: { summary: 'Accepted: a code is mailed if the address has an account', value: {} },
    error: { code: 'INVALID_REQUEST', summary: 'No `email` in the body' },
  },
  'post /account/token_reset/confirm': {
    body: { confirm: { summary: 'The mailed code', value: { code: FAKE.resetCode } } },
    answer: { summary: 'The new token; the old one no longer works', value: { token: FAKE.newToken } },
    error: { code: 'INVALID_CODE', summary: 'Unknown, used or expired code' },
  },
  'get /account/:id': {
    params: { id: SUPPLIER },
    answer: {
      summary: 'What anyone may see of the supplier: its holds can be extended, its availability kept for a minute, and it pushes changes made at its desk',
      value: {
        name: SUPPLIER_NAME,
        email: SUPPLIER,
        verified: true,
        domain: null,
        capabilities: ['reservation_extension'],
        availability_ttl_seconds: 60,
        availability_pushed_at: '2026-11-25T09:58:00.000Z',
      },
    },
    error: { code: 'ACCOUNT_NOT_FOUND', summary: 'No account has this e-mail or domain' },
  },
  'get /account': {
    answer: {
      summary: 'The supplier’s own account: its availability may be served for a minute',
      value: { ...SUPPLIER_ACCOUNT, verified: true, availability_ttl_seconds: 60 },
    },
    error: unauthorized,
  },
  'patch /account': {
    body: {
      notifications: {
        summary: 'An agent asks for outcomes it could not wait for and for availability notices',
        value: {
          notification_url: 'https://hooks.agency.example/marketplace',
          outcome_notifications: ['booking_confirmation', 'booking_update', 'booking_cancellation'],
          availability_notifications: true,
        },
      },
      capabilities: {
        summary: 'A supplier declares that agents may extend its holds (it serves POST {callback_url}/reservation_extension)',
        value: { capabilities: ['reservation_extension'] },
      },
      testMode: {
        summary: 'Test mode’s own addresses (the test token may change these, and only these): its notifications go to a staging receiver',
        value: { test_notification_url: 'https://staging-hooks.agency.example/marketplace', test_callback_url: null },
      },
    },
    answer: { summary: 'The account as it now is', value: AGENT_ACCOUNT },
    error: { code: 'INVALID_NOTIFICATION_URL', summary: 'The notification URL is not https://' },
  },
  'post /account/verification': {
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: { summary: 'Accepted: a new code is mailed', value: {} },
    error: { code: 'ALREADY_VERIFIED', summary: 'The e-mail is verified already' },
  },
  'post /account/token': {
    body: { grace: { summary: 'Keep the old token working for an hour', value: { grace_seconds: 3600 } } },
    answer: {
      summary: 'The new token (shown only here), and until when the old one works',
      value: { token: FAKE.newToken, previous_token_expires: '2026-11-25T16:00:00.000Z' },
    },
    error: unauthorized,
  },
  'post /account/test_token': {
    body: {
      issue: { summary: 'Issue one (an account from before test mode) or replace it at once', value: {} },
      grace: { summary: 'Replace it, the old one working for an hour', value: { grace_seconds: 3600 } },
    },
    answer: {
      summary: 'The new test token (shown only here)',
      value: { test_token: FAKE.newTestToken, previous_test_token_expires: '2026-11-25T16:00:00.000Z' },
    },
    error: unauthorized,
  },
  'delete /test_data': {
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: {
      summary: 'What the caller’s test data was: deleted, except a hold still held',
      value: {
        deleted: {
          reservations: 4,
          bookings: 3,
          notifications: 9,
          requests: 58,
          idempotency_keys: 12,
          availability_changes: 0,
          simulated_records: 0,
          quotes: 2,
        },
        kept_in_flight: { reservations: 1, bookings: 0 },
      },
    },
    error: { code: 'TEST_MODE_ONLY', summary: 'Asked with the live token: live data is never wiped' },
  },
  'post /account/webhook_secret': {
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: {
      summary: 'The account’s second secret (shown only here); the first signs beside it for 24 hours',
      value: { webhook_secret: FAKE.webhookSecret, generation: 2, previous_secret_expires: '2026-11-26T09:00:00.000Z' },
    },
    error: { code: 'WEBHOOKS_NOT_CONFIGURED', summary: 'This deployment cannot store webhook secrets' },
  },
  'get /notifications': {
    query: { event: 'booking_confirmation', status: 'delivered', created_from: '2026-11-01', created_to: '2026-11-30', limit: 50 },
    answer: { summary: 'The supplier’s confirmations delivered in November, newest first', value: [DELIVERY] },
    error: { code: 'INVALID_DATE', summary: '`created_from` is not a calendar date' },
  },
  'get /notifications/:id': {
    params: { id: NOTIFICATION_ID },
    answer: { summary: 'Delivered at the second attempt, signed with secrets 2 and 1 (during the rotation’s 24 hours)', value: DELIVERY },
    error: { code: 'NOTIFICATION_NOT_FOUND', summary: 'No notification of the caller has this id' },
  },
  'post /notifications/test': {
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: {
      summary: 'The agent’s receiver answered 200 to the test notification, signed with its secret',
      value: {
        id: TEST_NOTIFICATION_ID,
        event: 'test',
        agent_reference: null,
        supplier_reference: null,
        created: '2026-11-25T09:05:00.118Z',
        status: 'delivered',
        attempts: 1,
        last_attempt: '2026-11-25T09:05:00.131Z',
        last_status: '200',
        signed_with: [1],
        next_attempt: null,
        delivered: '2026-11-25T09:05:00.402Z',
      },
    },
    error: unauthorized,
  },
  'post /notifications/:id/redeliver': {
    params: { id: NOTIFICATION_ID },
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: {
      summary: 'Sent again: pending until the receiver answers 2xx',
      value: { ...DELIVERY, status: 'pending', next_attempt: '2026-11-26T08:00:00.000Z', delivered: null },
    },
    error: { code: 'NOTIFICATION_NOT_FOUND', summary: 'No notification of the caller has this id' },
  },

  // --- Grants --------------------------------------------------------------------------------------
  'put /agents/:agent': {
    params: { agent: AGENT },
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: { summary: 'The agent may sell the supplier’s products', value: { agent: AGENT, name: AGENT_NAME } },
    error: { code: 'ACCOUNT_NOT_FOUND', summary: 'No account has this e-mail or domain' },
  },
  'delete /agents/:agent': {
    params: { agent: AGENT },
    body: { empty: { summary: 'No body, or an empty object', value: {} } },
    answer: { summary: 'Withdrawn (or there was no grant)', value: {} },
    error: { code: 'ACCOUNT_NOT_FOUND', summary: 'No account has this e-mail or domain' },
  },
  'get /agents': {
    answer: { summary: 'The supplier’s agents, oldest grant first', value: [{ agent: AGENT, name: AGENT_NAME, since: '2026-11-20T09:00:00.000Z' }] },
    error: unauthorized,
  },
  'get /suppliers': {
    answer: {
      summary: 'The suppliers whose products the agent may sell',
      value: [{ supplier: SUPPLIER, name: SUPPLIER_NAME, since: '2026-11-20T09:00:00.000Z' }],
    },
    error: unauthorized,
  },
};
