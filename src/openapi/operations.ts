/**
 * Every operation of the `/v1` API, in the OpenAPI document's order: the one list the document is
 * made from. Each is declared once, beside its handler (`src/<area>/routes.ts`), and mounted from
 * that declaration (src/http/operation.ts); a test checks this list names exactly the routes the
 * app mounts (test/openapi/openapi.test.ts). An area whose operations are not interleaved with
 * another's is listed whole, in its declarations' order.
 */
import { accountOperations as accounts } from '../accounts/routes.ts';
import { availabilityChangeOperations } from '../availabilityChanges/routes.ts';
import { bookingOperations } from '../bookings/routes.ts';
import { catalogOperations as catalog } from '../catalog/routes.ts';
import type { Operation } from '../http/operation.ts';
import { notificationOperations } from '../notifications/routes.ts';
import { redemptionOperations } from '../redemption/routes.ts';
import { reportOperations } from '../reports/routes.ts';
import { requestLogOperations } from '../requestLog/routes.ts';
import { reservationOperations } from '../reservations/routes.ts';
import { testModeOperations } from '../testMode/routes.ts';
import { webhookOperations } from '../webhooks/routes.ts';

export type { Operation } from '../http/operation.ts';

export const OPERATIONS: Operation[] = [
  // --- Accounts ----------------------------------------------------------------------------------
  accounts.create,
  accounts.verify,
  accounts.requestTokenReset,
  accounts.confirmTokenReset,
  accounts.lookup,
  accounts.own,
  accounts.update,
  accounts.resendVerification,
  accounts.rotateToken,
  accounts.rotateTestToken,
  webhookOperations.rotateSecret,
  ...Object.values(notificationOperations),
  accounts.grant,
  accounts.revoke,
  accounts.agents,
  accounts.suppliers,

  // --- Catalog -----------------------------------------------------------------------------------
  catalog.products,
  catalog.availability,
  ...Object.values(availabilityChangeOperations),
  // --- Request log --------------------------------------------------------------------------------
  ...Object.values(requestLogOperations),
  catalog.agentRates,
  catalog.quote,
  catalog.setRates,
  catalog.ownRates,
  catalog.setPromotion,
  catalog.deletePromotion,
  catalog.promotions,

  // --- Reservations and bookings -------------------------------------------------------------------
  ...Object.values(reservationOperations),
  ...Object.values(bookingOperations),

  // --- Redemption ----------------------------------------------------------------------------------
  ...Object.values(redemptionOperations),

  // --- Reports ---------------------------------------------------------------------------------------
  ...Object.values(reportOperations),

  // --- Test mode -------------------------------------------------------------------------------------
  ...Object.values(testModeOperations),
];
