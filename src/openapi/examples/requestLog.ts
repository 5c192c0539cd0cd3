/** Examples of the request log operations (see story.ts): the agent looks up why its requests were refused. */
import { DATE, type ExamplesByOperation, IDEMPOTENCY_KEY, PRODUCT, REQUEST_ID } from './story.ts';

/** The agent's reservation for the sold-out 10:00 departure of 2026-12-02. */
const REFUSED_RESERVATION = {
  id: REQUEST_ID,
  method: 'POST',
  path: '/v1/reservation',
  status: 400,
  error: 'SOLD_OUT',
  error_detail: 'not enough places left',
  idempotency_key: IDEMPOTENCY_KEY,
  at: '2026-11-25T10:12:41.207Z',
  duration_ms: 412.35,
};

export const REQUEST_LOG_EXAMPLES: ExamplesByOperation = {
  'get /requests': {
    query: { status: '4xx', since: '2026-11-25T00:00:00Z', limit: 50 },
    answer: {
      summary: 'The agent’s refused requests of the day, newest first',
      value: {
        requests: [
          REFUSED_RESERVATION,
          {
            id: '7a2f5e1c-9d36-4b0a-8e47-c2f1b5d9a318',
            method: 'GET',
            path: `/v1/rates?supplier=ops%40harbour.example&product=${PRODUCT}&date=${DATE}&promotion=WINTER11`,
            status: 400,
            error: 'PROMOTION_INVALID',
            error_detail: 'promotion: unknown, or not for this product or date',
            idempotency_key: null,
            at: '2026-11-25T10:02:07.940Z',
            duration_ms: 38.6,
          },
        ],
        next: null,
        has_more: false,
      },
    },
    error: { code: 'INVALID_REQUEST', summary: '`status` is neither a class such as 4xx nor a status such as 409' },
  },
  'get /requests/:id': {
    params: { id: REQUEST_ID },
    answer: { summary: 'The refused reservation, by the Request-Id its answer carried', value: REFUSED_RESERVATION },
    error: { code: 'REQUEST_NOT_FOUND', summary: 'No request of the caller with this Request-Id in the last 7 days' },
  },
};
