/**
 * What a test-mode notification to an account without a `test_notification_url` leaves in the test
 * delivery log: recorded, never sent (state `not_sent`).
 */
export const NOT_SENT_NO_TEST_URL = 'NOT_SENT: no test_notification_url';
