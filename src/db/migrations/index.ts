import { Migration001Accounts } from './Migration001Accounts.ts';
import { Migration002Catalog } from './Migration002Catalog.ts';
import { Migration003Bookings } from './Migration003Bookings.ts';
import { Migration004Redemptions } from './Migration004Redemptions.ts';
import { Migration005Hardening } from './Migration005Hardening.ts';
import { Migration006ReleaseKey } from './Migration006ReleaseKey.ts';
import { Migration007Webhooks } from './Migration007Webhooks.ts';
import { Migration008OutcomeNotifications } from './Migration008OutcomeNotifications.ts';
import { Migration009UndeliveredIndex } from './Migration009UndeliveredIndex.ts';
import { Migration010SigningGenerations } from './Migration010SigningGenerations.ts';
import { Migration011AvailabilitySharing } from './Migration011AvailabilitySharing.ts';
import { Migration012AvailabilityCache } from './Migration012AvailabilityCache.ts';
import { Migration013AvailabilityChanges } from './Migration013AvailabilityChanges.ts';
import { Migration014TokenGrace } from './Migration014TokenGrace.ts';
import { Migration015RequestLogAndTestEvents } from './Migration015RequestLogAndTestEvents.ts';
import { Migration016HoldExtension } from './Migration016HoldExtension.ts';
import { Migration017CancellationTerms } from './Migration017CancellationTerms.ts';
import { Migration018TestMode } from './Migration018TestMode.ts';
import { Migration019SupplierCancellation } from './Migration019SupplierCancellation.ts';
import { Migration020BookingQuestions } from './Migration020BookingQuestions.ts';
import { Migration024VolumeIndexes } from './Migration024VolumeIndexes.ts';

/** Applied in this order; never edit a migration that has shipped, add a new one. */
export const migrationsList = [
  { name: 'Migration001Accounts', class: Migration001Accounts },
  { name: 'Migration002Catalog', class: Migration002Catalog },
  { name: 'Migration003Bookings', class: Migration003Bookings },
  { name: 'Migration004Redemptions', class: Migration004Redemptions },
  { name: 'Migration005Hardening', class: Migration005Hardening },
  { name: 'Migration006ReleaseKey', class: Migration006ReleaseKey },
  { name: 'Migration007Webhooks', class: Migration007Webhooks },
  { name: 'Migration008OutcomeNotifications', class: Migration008OutcomeNotifications },
  { name: 'Migration009UndeliveredIndex', class: Migration009UndeliveredIndex },
  { name: 'Migration010SigningGenerations', class: Migration010SigningGenerations },
  { name: 'Migration011AvailabilitySharing', class: Migration011AvailabilitySharing },
  { name: 'Migration012AvailabilityCache', class: Migration012AvailabilityCache },
  { name: 'Migration013AvailabilityChanges', class: Migration013AvailabilityChanges },
  { name: 'Migration014TokenGrace', class: Migration014TokenGrace },
  { name: 'Migration015RequestLogAndTestEvents', class: Migration015RequestLogAndTestEvents },
  { name: 'Migration016HoldExtension', class: Migration016HoldExtension },
  { name: 'Migration017CancellationTerms', class: Migration017CancellationTerms },
  { name: 'Migration018TestMode', class: Migration018TestMode },
  { name: 'Migration019SupplierCancellation', class: Migration019SupplierCancellation },
  { name: 'Migration020BookingQuestions', class: Migration020BookingQuestions },
  { name: 'Migration024VolumeIndexes', class: Migration024VolumeIndexes },
];
