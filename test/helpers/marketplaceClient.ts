/**
 * The typed client (clients/typescript) as the suite uses it: pointed at a harness's API, its fetch
 * wrapped to record every attempt (when it left, what it carried, how and when it was answered)
 * and to check every answer against `GET /openapi.json`, as harness.call does.
 */
import { createMarketplaceClient, type ClientSettings, type MarketplaceClient } from '../../clients/typescript/src/index.ts';
import type { TestAccount } from './accounts.ts';
import { checkAgainstOpenApi } from './openapiCheck.ts';

export type Attempt = {
  method: string;
  url: URL;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
  sentAt: number;
  answeredAt?: number;
  status?: number;
  answerHeaders?: Headers;
  /** The fetch failed: no answer. */
  failed?: unknown;
};

export type RecordedClient = MarketplaceClient & { attempts: Attempt[] };

export function recordingFetch(attempts: Attempt[], through: (request: Request) => Promise<Response> = (r) => fetch(r)) {
  return async (request: Request): Promise<Response> => {
    const attempt: Attempt = {
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries(request.headers),
      body: request.body ? await request.clone().text() : '',
      sentAt: Date.now(),
    };
    attempts.push(attempt);
    try {
      const response = await through(request);
      attempt.answeredAt = Date.now();
      attempt.status = response.status;
      attempt.answerHeaders = response.headers;
      const text = await response.clone().text();
      const json = response.headers.get('content-type')?.startsWith('application/json') ?? false;
      checkAgainstOpenApi(
        request.method,
        attempt.url.pathname,
        response.status,
        response.headers.get('content-type'),
        json && text ? JSON.parse(text) : text || null,
      );
      return response;
    } catch (err) {
      attempt.failed = err;
      throw err;
    }
  };
}

/** A client of `baseUrl` as `account` (none: the public operations only), recording its attempts. */
export function recordedClient(
  baseUrl: string,
  account?: TestAccount | { email: string; token: string },
  settings: Partial<ClientSettings> = {},
): RecordedClient {
  const attempts: Attempt[] = [];
  const client = createMarketplaceClient({
    baseUrl,
    ...(account ? { account: account.email, token: account.token } : {}),
    ...settings,
    fetch: recordingFetch(attempts, settings.fetch),
  });
  return Object.assign(client, { attempts });
}
