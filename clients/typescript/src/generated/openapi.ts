// Generated from GET /openapi.json (src/openapi/document.ts) by openapi-typescript: `npm run client:generate`.
// Do not edit: test/client/generated.test.ts fails when this differs from what the server's document makes.
export interface paths {
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own account */
        get: operations["getAccount"];
        put?: never;
        /**
         * Create an account
         * @description A verification code is mailed. The token is shown only in this answer.
         */
        post: operations["postAccount"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the caller’s account
         * @description Fields left out keep their value. Test mode’s own addresses: `test_callback_url`, where test-mode calls to this account’s callbacks go (its staging system, with the header `Marketplace-Mode: test`; null: the built-in simulated supplier answers them), and `test_notification_url`, where its test-mode notifications go (null: recorded in the test delivery log as `not_sent`, never sent). With the test token only these two may change: every other field is shared with live mode (403 `LIVE_MODE_ONLY`, nothing changed).
         */
        patch: operations["patchAccount"];
        trace?: never;
    };
    "/v1/account/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify the e-mail with the mailed code */
        get: operations["getAccountVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/token_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a code to replace a lost token
         * @description Always 202, whether or not the address has an account.
         */
        post: operations["postAccountTokenReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/token_reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the mailed code for a new token */
        post: operations["postAccountTokenResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Look an account up by email or domain */
        get: operations["getAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new verification code
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        post: operations["postAccountVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the token
         * @description The old token stops working at once, or after `grace_seconds` (at most 86400) so that every client can switch without downtime; a second rotation ends an earlier grace. New tokens start with `tmk_` (for secret scanners). Idempotency-Key is ignored: a token is never stored to be replayed.
         *
         *     Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        post: operations["postAccountToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/test_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue or rotate the test-mode token
         * @description A test token (`tmk_test_…`) runs every request made with it in test mode, apart from live (docs/API.md "Test mode"). Accounts get one at creation; this issues one to an account from before test mode, or replaces it, with the same `grace_seconds` rules as POST /v1/account/token. Shown only in this answer.
         */
        post: operations["postAccountTestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/webhook_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make or replace the webhook signing secret
         * @description Every notification to this account is then signed (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`). A replaced secret goes on signing beside the new one for 24 hours. The secret is shown in this answer only; Idempotency-Key is ignored.
         *
         *     Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        post: operations["postAccountWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of the notifications sent to the caller */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification sent to the caller */
        get: operations["getNotificationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed test notification to the caller’s own notification_url, now
         * @description POST {notification_url}/test with a `test` event (signed once the account has a webhook secret), with an Idempotency-Key and `webhook-id`, as every notification is, and kept in the delivery log. One attempt, awaited: the answer is the log entry with what the receiver said (`last_status`: `200`, `401 INVALID_SIGNATURE`, `CONNECTION`…). One attempt per asking: never retried, `failed` once tried and refused; POST /v1/notifications/{id}/redeliver tries once more. At most 10 a minute per account (429 with Retry-After).
         */
        post: operations["postNotificationsTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a notification again
         * @description Delivered or not, with the same `webhook-id` and Idempotency-Key; retried like the first delivery. A redelivery already running is joined.
         */
        post: operations["postNotificationsIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agent}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Allow an agent to sell the caller’s products
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        put: operations["putAgentsAgent"];
        post?: never;
        /**
         * Withdraw an agent’s access
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        delete: operations["deleteAgentsAgent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agents the caller has granted */
        get: operations["getAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suppliers that granted the caller */
        get: operations["getSuppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier’s products */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability of a product for every date of a range
         * @description Served from the marketplace’s cache for as long as the supplier allows (its `availability_ttl_seconds`, 0 by default: every request asks the supplier), per day; our own reservations, bookings, changes and releases drop the days they touch at once. `Cache-Control: no-cache` asks the supplier now (30 such requests a minute per agent, then 429). Identical requests in flight together share one supplier call.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/availability_changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feed of availability changes on the products the caller may sell
         * @description In sequence order, from the cursor `since` (absent: the oldest change kept), at most `limit` (100 by default, 1000 at most). Changes are kept 7 days: an older cursor is 410 CURSOR_EXPIRED — read availability again, then follow from the `next` of a request without `since`. A change made by the supplier (`source: supplier`) or by a sale here (`marketplace`) is in it either way.
         */
        get: operations["getAvailabilityChanges"];
        put?: never;
        /**
         * Tell the marketplace that availability changed (suppliers)
         * @description The product’s days are dropped from the cache before this answers: the next read of them asks the supplier. Each date becomes a change event (in the feed for a week, and announced to the agents that asked for `availability.updated` notices). Name `dates` (at most 366) or `from` and `to` (at most 366 days). A delegate pushes for the products it serves, naming their owner in `supplier`. Another account’s product is 403 whether or not it exists.
         */
        post: operations["postAvailabilityChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s own recent requests, newest first
         * @description Every request the account made with valid credentials to an operation in the last 7 days (not the refusals of a body before its credentials are checked: INVALID_JSON, 413, 415): method, path (secret query values replaced), status, error code and Error-Detail, Idempotency-Key, time, duration and Request-Id. Entries appear within a second of the answer. `status` narrows to a class (`4xx`) or one status; `since` to entries at or after a time; `before` takes the `next` of the previous page. Never another account’s requests, never a body.
         */
        get: operations["getRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s requests, by its Request-Id */
        get: operations["getRequestsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-ticket prices for an agent
         * @description The prices on `date` (default: today in the product’s time zone) at `time` (a departure time; absent: a whole-day sale), by the same function as every hold, confirmation, update and quote: the most specific rule of the table that matches wins (docs/API.md, Rates and promotions). Each ticket type names its currency and the rule that priced it.
         */
        get: operations["getRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a basket would cost, held to for a while
         * @description Prices 1 to 20 items (any suppliers that granted you access) as holds of them would be priced now, with no seat held and no supplier asked. The answer is kept until `expires` (30 minutes): a POST /v1/reservation, or a freesale POST /v1/booking_confirmation, that cites it as `quote` (and `quote_item`) is charged exactly that item, even if the rates changed meanwhile. After `expires` a citation is 400 QUOTE_EXPIRED: ask for a new quote. An item of a product sold in time slots (GET /v1/products `time_slots`) names its slot in `time`, as the hold would.
         */
        post: operations["postQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/{product}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product’s rates (the owner)
         * @description JSON, or with `Accept: text/csv` one row per rule and ticket type (what PUT takes back).
         */
        get: operations["getRatesProduct"];
        /**
         * Set a product’s rates (the owner)
         * @description The whole table: the defaults (`rates`), options’ defaults (`options`) and `rules` by period, weekday and departure time. Two rules of one table and the same specificity that can match one date and time are refused (400 RATE_RULES_OVERLAP, `Error-Detail` naming both). Also takes the table as `text/csv` (the columns GET answers with `Accept: text/csv`), all or nothing: a line that does not read is 400 INVALID_CSV naming its line and column. Agents that asked for change notices are sent `rates.updated`.
         *
         *     Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        put: operations["putRatesProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promotions/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a promotion
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        put: operations["putPromotionsCode"];
        post?: never;
        /**
         * Delete a promotion
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        delete: operations["deletePromotionsCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s promotions */
        get: operations["getPromotions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold seats at the supplier until `expires`
         * @description `time` names the slot of a product sold in time slots (GET /v1/products `time_slots`; without it: 400 INVALID_REQUEST). 503 with Retry-After: nothing is held for you; repeat the same request (the same body and Idempotency-Key) after Retry-After, as after every 503.
         */
        post: operations["postReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservation_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a held reservation */
        post: operations["postReservationCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reservation_extension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold the seats longer
         * @description Moves a held reservation’s `expires` later, once its supplier agreed (we call its POST {callback_url}/reservation_extension). Only for suppliers that declared the `reservation_extension` capability: otherwise 400 NOT_SUPPORTED and the supplier is never called. A hold may be extended to at most 60 minutes after the `expires` it was first reserved with, in at most 10 extensions (EXTENSION_LIMIT). An extension never shortens a hold: an `expires` it already reaches is answered with its own. While the supplier has not answered: 503 with Retry-After, and the old `expires` keeps holding; repeat the same request. A confirmation received meanwhile wins: the extension answers RESERVATION_INVALID.
         */
        post: operations["postReservationExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking_confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a booking after payment
         * @description Idempotent by the agent’s `reference`. 503 with Retry-After while the supplier has not answered: repeat the same request. The answer is the contract’s confirmation answer, not the booking: its `reference` is the **supplier’s** reference (yours is the `reference` you sent); the whole booking is at GET /v1/bookings/{reference}, by either. A product sold in time slots (GET /v1/products `time_slots`) needs `time` on a freesale confirmation. A product (or option) that asks booking questions (GET /v1/products `questions`) needs their `answers`, checked before anything is stored and sent to the supplier as they are. A freesale confirmation may cite a quote (`quote`, `quote_item`): it is charged that item exactly; with a reservation the hold’s price applies (cite the quote at the hold).
         */
        post: operations["postBookingConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a booking
         * @description The confirmation’s body plus `booking`; what it leaves out stays as it is. `answers`, when given, replace all the booking’s; left out, its own are kept. Either way they are checked against the product’s questions of now for the booking as changed (a change of tickets needs per-ticket answers sent again).
         */
        post: operations["postBookingUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking
         * @description Before the cut-off of the cancellation terms locked on the booking (without terms: more than one day before the travel date, in the product’s time zone), else PAST_CUTOFF_DATE. Under terms, the refund they give at this moment is recorded on the booking (GET /v1/bookings `refund`) and carried by the booking_cancellation notification. GET /v1/booking_cancellation_quote says beforehand.
         */
        post: operations["postBookingCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/supplier_booking_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking as its supplier
         * @description For the product’s owner, or the delegate serving it: cancels one of its own bookings (named by its supplier reference or the agent’s) with a `reason` and an optional `message` for the customer. The refund is 100% of what was paid whatever the terms (`refund`); who cancelled and why are on the booking (`cancelled_by`, `cancellation_reason`, `cancellation_message`). The agent is sent a signed `booking.cancelled_by_supplier` notification (and the owner, when its delegate cancelled); the supplier’s own /booking_cancellation callback is not called. Open until the end of the travel date (product’s time zone). A cancelled booking answers 200 as it is, whoever cancelled it.
         */
        post: operations["postSupplierBookingCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking_cancellation_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What cancelling a booking would do now
         * @description Under the cancellation terms locked on the booking at confirmation (or today’s rule without): whether it can be cancelled now, the refund (percent and amounts), the tier that gives it, and until when this answer holds. Changes nothing.
         */
        get: operations["getBookingCancellationQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bookings the caller sold, owns or supplies */
        get: operations["getBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One booking */
        get: operations["getBookingsReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold a basket of 1 to 20 items, from any suppliers, all or nothing
         * @description Plans every item (grant, product, option, price: as a reservation, or for a product sold without one, a freesale confirmation), refusing the whole order on any item’s bad input before anything is stored (Error-Detail names the item: `items[2]: …`); then holds every held item at its supplier at once. An item citing a quote (`quote`, `quote_item`: POST /v1/quotes) is charged exactly that quote item, as a hold citing it would be; an expired one is QUOTE_EXPIRED, naming the item. If any hold is refused, those made are released and the order is `failed`, each refused item naming its code (200: the order is what it became). Idempotent by the agent’s `reference`: a repeat answers the same order (503 with Retry-After while a supplier is still being asked); the same reference with another basket is 409 REFERENCE_IN_USE.
         */
        post: operations["postOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm every item of a held order, all or nothing
         * @description Every item becomes a booking (`<reference>~<index>`, an ordinary booking from then on) and is confirmed at its supplier, all at once. If one is refused, those confirmed are cancelled at their suppliers and the other holds released: the order is `failed`. A supplier that refuses such an undo leaves the order `stuck` (an operator acts; the item says which and why). A supplier that is down is retried until it answers: 503 with Retry-After meanwhile; repeat the same request (one order, one booking per item). A held order whose holds ended is RESERVATION_EXPIRED. A freesale item that cites a quote cites it again here, as a freesale confirmation does: expired by now, QUOTE_EXPIRED naming the item, and the order stays held.
         */
        post: operations["postOrderConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a whole order
         * @description A held order: its holds are released. A confirmed order: each booking is cancelled under its own terms (GET /v1/order_cancellation_quote says beforehand); every one not cancelled already must be cancellable now, else that item’s code (Error-Detail names it) and nothing changes. A supplier that refuses leaves its booking confirmed and the order `stuck`. A cancelled, failed or expired order answers as it is.
         */
        post: operations["postOrderCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/order_cancellation_quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What cancelling a whole order would do now
         * @description Each item’s booking’s quote (as GET /v1/booking_cancellation_quote), whether the whole order can be cancelled now, and the refunds per currency. Changes nothing.
         */
        get: operations["getOrderCancellationQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller’s orders
         * @description Newest first. Page by `after` (the `X-Next-Cursor` of the page before: an order made meanwhile moves nothing, and a deep page costs what the first does) or by `offset`; `count=false` leaves out `X-Total-Count`.
         */
        get: operations["getOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order */
        get: operations["getOrdersReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/redeem_booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a redemption (a scanned barcode) */
        post: operations["postRedeemBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a redemption (alias of /redeem_booking) */
        post: operations["postRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a redemption (alias of /redeem_booking) */
        post: operations["postAccountsRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/barcode_prefixes/{prefix}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register a barcode prefix for look-ups
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        put: operations["putBarcodePrefixesPrefix"];
        post?: never;
        /**
         * Remove a barcode prefix
         * @description Live token only: this changes what live and test mode share (the test token is answered 403 `LIVE_MODE_ONLY`).
         */
        delete: operations["deleteBarcodePrefixesPrefix"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/barcode_prefixes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s barcode prefixes */
        get: operations["getBarcodePrefixes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registered redemptions between two dates (JSON, or CSV with format=csv) */
        get: operations["getReportsReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month’s registered redemptions per counterpart and product (JSON, or CSV) */
        get: operations["getReportsInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the caller’s test data
         * @description Test mode only (the test token). Deletes what the caller made in test mode: the reservations and bookings it sold (with their tickets, redemptions and notifications), the notifications it received, its request log, Idempotency-Keys and availability pushes, and its simulated supplier’s records. Nothing of another account, nothing live. Held reservations and bookings with a step in flight are kept (a workflow still acts on them) and counted. Housekeeping deletes everyone’s test data older than 30 days.
         *
         *     Test token only (the live token is answered 403 `TEST_MODE_ONLY`).
         */
        delete: operations["deleteTestData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: Postgres reachable and migrations applied; Temporal reported
         * @description Ready means this instance can serve traffic: Postgres answers and every migration is applied. Temporal’s state is in the body (`ok`, `unreachable`, or what the server lacks: the namespace, search attributes) but does not make the instance unready: the operations that need Temporal answer 503 SERVICE_UNAVAILABLE with Retry-After themselves. `?strict=true` also requires Temporal.
         */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    booking_confirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/booking_confirmation
         * @description The supplier confirmed a booking. To the product’s owner and, when the product names a delegate `supplier`, to the delegate (each account once). Also to an agent that asked for it (PATCH /v1/account `outcome_notifications`) after the API answered its request 503: the outcome, the booking as it then is, plus `error` (the supplier’s code) when the step failed.
         *
         *     Posted to the recipient’s `notification_url` with `/booking_confirmation` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookingStepNotification"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    booking_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/booking_update
         * @description The supplier accepted an update: the booking as it is now (all tickets; barcodes and the supplier’s reference may have changed). To the product’s owner and, when the product names a delegate `supplier`, to the delegate (each account once). Also to an agent that asked for it (PATCH /v1/account `outcome_notifications`) after the API answered its request 503: the outcome, the booking as it then is, plus `error` (the supplier’s code) when the step failed.
         *
         *     Posted to the recipient’s `notification_url` with `/booking_update` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookingStepNotification"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    booking_cancellation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/booking_cancellation
         * @description The supplier cancelled the booking at the agent’s request (`cancelled: true`); a booking sold under declared cancellation terms adds `refund`. To the product’s owner and, when the product names a delegate `supplier`, to the delegate (each account once). Also to an agent that asked for it (PATCH /v1/account `outcome_notifications`) after the API answered its request 503: the outcome, the booking as it then is, plus `error` (the supplier’s code) when the step failed.
         *
         *     Posted to the recipient’s `notification_url` with `/booking_cancellation` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookingStepNotification"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ticket_redemption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/ticket_redemption
         * @description A redemption was registered (POST /v1/redeem_booking): the booking right after the scan (`tickets[].redeemed` includes it), plus the agent’s `reference` and the redeemed `ticket`. To the booking’s agent, and to the product’s owner unless it registered the redemption; one per redeemed ticket (a booking barcode redeeming three tickets sends three, each with its own id).
         *
         *     Posted to the recipient’s `notification_url` with `/ticket_redemption` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketRedemptionNotification"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "booking.cancelled_by_supplier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/booking.cancelled_by_supplier
         * @description The booking’s supplier cancelled it (POST /v1/supplier_booking_cancellation): to the agent, and to the other supplier party (the owner when its delegate cancelled, the delegate when the owner did), never to the account that cancelled. The booking as cancelled, plus `cancelled_by`, `reason`, `message` (plain text for the customer, or null) and `refund` (always 100%). One per cancellation. Missed it? GET /v1/bookings?cancelled_by=supplier&cancelled_from=… lists them.
         *
         *     Posted to the recipient’s `notification_url` with `/booking.cancelled_by_supplier` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SupplierCancellationNotification"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "availability.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/availability.updated
         * @description To every agent that asked for it (PATCH /v1/account `availability_notifications`) and may sell the product: availability changed on these dates, pushed by the supplier or caused by a sale here. Changes to one product within a few seconds come as one notice; `sequence` is the number of the last of them, not a cursor: read GET /v1/availability_changes from your own cursor when it is above it.
         *
         *     Posted to the recipient’s `notification_url` with `/availability.updated` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AvailabilityNotice"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/test
         * @description Only when the account asks for it (POST /v1/notifications/test), to itself, once: a signed test with no booking behind it. Not retried; a redelivery can be asked for like any notification’s.
         *
         *     Posted to the recipient’s `notification_url` with `/test` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TestNotification"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "rates.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/rates.updated
         * @description To every agent that asked for change notices (PATCH /v1/account `availability_notifications`) and may sell the product: its supplier replaced its rate table, so prices from `from` on may differ. Read GET /v1/rates again (a quote given before stays honoured until it expires). Also in GET /v1/availability_changes, as an entry of `kind` `rates`.
         *
         *     Posted to the recipient’s `notification_url` with `/rates.updated` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RatesNotice"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/order.confirmed
         * @description Every item of the agent’s order is confirmed, each an ordinary booking `<reference>~<index>`. To the order’s agent, once per order, when the order ends; the body is the order as GET /v1/orders/{reference} answers it, naming every item. Suppliers get their per-booking notifications, not this one.
         *
         *     Posted to the recipient’s `notification_url` with `/order.confirmed` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/order.failed
         * @description An item of the agent’s order was refused for good (at its hold or its confirmation), and every other item was undone: holds released, bookings already confirmed cancelled at their suppliers. The refused item has its code in `error`. To the order’s agent, once per order, when the order ends; the body is the order as GET /v1/orders/{reference} answers it, naming every item. Suppliers get their per-booking notifications, not this one.
         *
         *     Posted to the recipient’s `notification_url` with `/order.failed` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.stuck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST {notification_url}/order.stuck
         * @description An item was refused and a supplier refused to undo another (past its cut-off, for example): the order is `stuck` and an operator must act. Each stuck item has status `stuck` and the supplier’s code in `error`; ops status, a metric and the Temporal UI show it too. To the order’s agent, once per order, when the order ends; the body is the order as GET /v1/orders/{reference} answers it, naming every item. Suppliers get their per-booking notifications, not this one.
         *
         *     Posted to the recipient’s `notification_url` with `/order.stuck` appended (in test mode to its `test_notification_url`, or recorded and not sent without one), as JSON. Any 2xx counts as delivered, whatever its body; anything else is retried after 1 s, doubling up to an hour, for 4 days. Every attempt is in GET /v1/notifications, and POST /v1/notifications/{id}/redeliver sends one again with the same id.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The notification’s id (a UUID): the same on every attempt and redelivery. Take a notification once per key.
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "Idempotency-Key": string;
                    /**
                     * @description Standard Webhooks: the notification’s id, equal to the Idempotency-Key
                     * @example 0e9d4c7a-3b58-4f21-a6c3-5d8e2f1b7a90
                     */
                    "webhook-id": string;
                    /**
                     * @description Standard Webhooks: seconds since the epoch, of this attempt. Refuse one more than 5 minutes from your clock.
                     * @example 1764064800
                     */
                    "webhook-timestamp": string;
                    /**
                     * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<the body’s exact bytes>`, keyed with the base64-decoded part of your secret after `whsec_`, one per secret that signs (two for the 24 hours after a rotation: accept the notification when any verifies). Absent while the recipient has no secret (POST /v1/account/webhook_secret). The recipe and a test vector: docs/SUPPLIERS.md, "Verifying a notification".
                     * @example v1,i5bEyVBdeiWH0BlC10ULafgcmxo3qYjH5fqcmI1D4IM=
                     */
                    "webhook-signature"?: string;
                    /**
                     * @description The mode of what happened: `live`, or `test` for a notification of test mode (sent to the recipient’s `test_notification_url`). Every notification says it, so a receiver serving both modes never has to read a missing header.
                     * @example live
                     */
                    "Marketplace-Mode": "live" | "test";
                    /**
                     * @description HTTP Basic with the user name and password of the URL’s user-info, when it has them: check them on every request.
                     * @example Basic aW5ib3g6RVhBTVBMRS1wYXNzd29yZA==
                     */
                    Authorization?: string;
                    /**
                     * @description ticket-marketplace/<version> (+<the marketplace’s public URL>)
                     * @example ticket-marketplace/0.1.0 (+https://marketplace.example)
                     */
                    "User-Agent": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            responses: {
                /** @description Any 2xx: received */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Anything else (or no answer within the timeout): not received, retried */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        RateRule: {
            /** @description Unique in the table: letters, digits, space, _ . - (at most 40); not `default` nor `options.…` */
            name: string;
            /** @description The option whose table it belongs to; absent or null: the product’s */
            option?: string | null;
            /** @description First travel date of the period (with `to`), inclusive */
            from?: string | null;
            /** @description Last travel date of the period (with `from`), inclusive */
            to?: string | null;
            /** @description Travel weekdays (of the product’s local travel date) */
            weekdays?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[] | null;
            /** @description Departure times `HH:MM`, local; a sale without a time matches none */
            times?: string[] | null;
            rates: {
                [key: string]: {
                    rrp: number;
                    net: number;
                };
            };
        };
        BookingStepNotification: {
            supplier: string;
            supplier_reference: string | null;
            agent: string;
            agent_reference: string;
            cancelled: boolean;
            product: string;
            option: string | null;
            pickup: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            adult: number;
            youth: number;
            child: number;
            infant: number;
            senior: number;
            student: number;
            /** @description first_name, last_name, email, mobile, language, country: all optional strings */
            customer: {
                [key: string]: string;
            };
            mobile: boolean | null;
            barcode: string | null;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
                redeemed: boolean;
            }[];
            notes: string;
            /**
             * @description With `refund` only: the currency of its amounts
             * @example EUR
             */
            currency?: string;
            /** @description Only for a booking whose product (or option) asks booking questions: the agent’s answers, as sent */
            answers?: components["schemas"]["BookingAnswer"][];
            /** @description Only in a booking_cancellation notification of a booking sold under declared cancellation terms: what the cancellation refunds */
            refund?: components["schemas"]["Refund"];
            /** @description Only to an agent told of a failed step after a 503: the supplier’s code */
            error?: string;
        };
        BookingAnswer: {
            question: string;
            value: string | number | boolean;
            /** @description For a question asked per ticket: the ticket’s 0-based position, adults first */
            ticket?: number;
        };
        /** @description Computed under the booking’s locked terms when the cancellation was requested */
        Refund: {
            percent: number;
            /** @description Refunded of what the customer paid (rrp less discount), rounded down to the minor unit */
            rrp: number;
            /** @description Refunded of the net (net less discount), rounded down to the minor unit */
            net: number;
            /** @description The tier that gave the percent; null when the terms have no tiers (100%) or none applied (0%) */
            tier: components["schemas"]["RefundTier"] | null;
        };
        RefundTier: {
            /** @description Applies while the start is at least this many hours away */
            hours_before: number;
            percent: number;
        };
        TicketRedemptionNotification: {
            supplier: string;
            supplier_reference: string | null;
            agent: string;
            agent_reference: string;
            cancelled: boolean;
            product: string;
            option: string | null;
            pickup: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            adult: number;
            youth: number;
            child: number;
            infant: number;
            senior: number;
            student: number;
            /** @description first_name, last_name, email, mobile, language, country: all optional strings */
            customer: {
                [key: string]: string;
            };
            mobile: boolean | null;
            barcode: string | null;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
                redeemed: boolean;
            }[];
            notes: string;
            /**
             * @description With `refund` only: the currency of its amounts
             * @example EUR
             */
            currency?: string;
            /** @description Only for a booking whose product (or option) asks booking questions: the agent’s answers, as sent */
            answers?: components["schemas"]["BookingAnswer"][];
            /** @description Only in a booking_cancellation notification of a booking sold under declared cancellation terms: what the cancellation refunds */
            refund?: components["schemas"]["Refund"];
            /** @description The agent’s reference of the booking */
            reference: string;
            /** @description The ticket this notification is about */
            ticket: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
            };
        };
        SupplierCancellationNotification: {
            supplier: string;
            supplier_reference: string | null;
            agent: string;
            agent_reference: string;
            /** @constant */
            cancelled: true;
            product: string;
            option: string | null;
            pickup: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            adult: number;
            youth: number;
            child: number;
            infant: number;
            senior: number;
            student: number;
            /** @description first_name, last_name, email, mobile, language, country: all optional strings */
            customer: {
                [key: string]: string;
            };
            mobile: boolean | null;
            barcode: string | null;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
                redeemed: boolean;
            }[];
            notes: string;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Only for a booking whose product (or option) asks booking questions: the agent’s answers, as sent */
            answers?: components["schemas"]["BookingAnswer"][];
            /** @description Always 100% of what was paid (rrp and net less the discount), whatever the booking’s terms; `tier` null */
            refund: components["schemas"]["Refund"];
            /** @constant */
            cancelled_by: "supplier";
            /**
             * @description Why the supplier cancelled
             * @enum {string}
             */
            reason: "WEATHER" | "VENUE_CLOSED" | "OPERATIONAL" | "OVERBOOKED" | "OTHER";
            /** @description The supplier’s words for the customer, plain text (show it as text, never as markup); null: none given */
            message: string | null;
        };
        /**
         * @example {
         *       "supplier": "ops@harbour.example",
         *       "product": "BOAT",
         *       "option": null,
         *       "dates": [
         *         "2026-12-01",
         *         "2026-12-02"
         *       ],
         *       "sequence": 1042
         *     }
         */
        AvailabilityNotice: {
            supplier: string;
            product: string;
            /** @description The option every gathered change named; null: any option may have changed */
            option: string | null;
            /** @description Every date that changed, in order */
            dates: string[];
            /** @description The number of the last change of this product announced. Not a cursor (products are gathered apart and may arrive out of order): when it is above your own cursor, read GET /v1/availability_changes?since=<your cursor> */
            sequence: number;
        };
        /**
         * @example {
         *       "event": "test",
         *       "account": "sales@agency.example",
         *       "sent": "2026-11-25T10:00:00.000Z",
         *       "message": "A test notification you asked for (POST /v1/notifications/test): nothing happened to any booking."
         *     }
         */
        TestNotification: {
            /** @constant */
            event: "test";
            /** @description The account that asked for it (and receives it) */
            account: string;
            /** Format: date-time */
            sent: string;
            message: string;
        };
        /**
         * @example {
         *       "supplier": "ops@harbour.example",
         *       "product": "BOAT",
         *       "currency": "EUR",
         *       "from": "2026-11-28",
         *       "sequence": 1043
         *     }
         */
        RatesNotice: {
            supplier: string;
            product: string;
            /**
             * @description The currency the product is priced in
             * @example EUR
             */
            currency: string;
            /**
             * Format: date
             * @description Prices of travel dates from this one on may have changed (today in the product’s zone when the table changed)
             * @example 2026-12-01
             */
            from: string;
            /** @description The number of the change in GET /v1/availability_changes (an entry of kind `rates`); not a cursor */
            sequence: number;
        };
        Order: {
            /** @description The agent’s own reference of the order */
            reference: string;
            /**
             * @description docs/API.md, "Orders": the states
             * @enum {string}
             */
            status: "holding" | "held" | "confirming" | "confirmed" | "undoing" | "failed" | "stuck" | "expired" | "cancelling" | "cancelled";
            /**
             * Format: date-time
             * @description When the order’s hold ends: the earliest of its items’ holds (without one, the `expires` asked for)
             */
            expires: string;
            /** @description first_name, last_name, email, mobile, language, country: all optional strings */
            customer: {
                [key: string]: string;
            };
            notes: string;
            items: components["schemas"]["OrderItem"][];
            /** @description The basket’s price per currency, in the order the currencies first appear: amounts of two currencies are never added up */
            totals: {
                /**
                 * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
                 * @example EUR
                 */
                currency: string;
                /** @description Before discount */
                rrp: number;
                /** @description In major units of the currency (e.g. euros) */
                net: number;
                /** @description In major units of the currency (e.g. euros) */
                discount: number;
            }[];
            /** Format: date-time */
            created_at: string;
            confirmed_at: string | null;
            /** @description When it failed, got stuck, expired or was cancelled */
            ended_at: string | null;
        };
        OrderItem: {
            /** @description The item’s position in the order, from 0 (`items[1]` in an Error-Detail, `1:` in a Test-Scenario) */
            index: number;
            /**
             * @description holding, held (its hold stands), ready (freesale: nothing to hold), refused (see `error`), released (its hold given back), confirming, confirmed, cancelling, cancelled, stuck (its supplier refused to undo it: see `error`)
             * @enum {string}
             */
            status: "holding" | "held" | "ready" | "refused" | "released" | "confirming" | "confirmed" | "cancelling" | "cancelled" | "stuck";
            /** @description Why the item was refused, or is stuck: the supplier’s code; null otherwise */
            error: string | null;
            supplier: string;
            product: string;
            product_name: string;
            option: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            pickup: string | null;
            adult: number;
            youth: number;
            child: number;
            infant: number;
            senior: number;
            student: number;
            promotion: string | null;
            freesale: boolean;
            /** @description Our id of the item’s hold; null for a freesale item */
            reservation: string | null;
            /** @description Until when its hold stands; null for a freesale item */
            expires: string | null;
            /** @description The item’s booking, once the order is confirmed: `<order reference>~<index>`, an ordinary booking (GET /v1/bookings/{reference}) */
            booking: string | null;
            supplier_reference: string | null;
            /** @description The quote the item cites (POST /v1/quotes), charged exactly as quoted; null: priced by the rates */
            quote: string | null;
            /** @description Which item of that quote; null without a quote */
            quote_item: number | null;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Before discount */
            rrp: number;
            /** @description In major units of the currency (e.g. euros) */
            net: number;
            /** @description In major units of the currency (e.g. euros) */
            discount: number;
        };
        CreatedAccount: {
            name: string;
            email: string;
            /** @description URL password masked */
            callback_url: string;
            /** @description URL password masked */
            notification_url: string;
            verified: boolean;
            domain: string | null;
            currency: string;
            /** @description Events whose final outcome is posted to notification_url after the API answered 503 */
            outcome_notifications: ("booking_confirmation" | "booking_update" | "booking_cancellation")[];
            /** @description A supplier’s declaration that its GET /availability answers do not depend on the `agent` asking: identical requests from different agents in flight at the same time then share one call (each agent still gets its own promotions and access check). False by default: the `agent` parameter always reaches the supplier */
            availability_agent_independent: boolean;
            /** @description How long, in seconds, this supplier’s availability answers may be served to agents without asking it again (per day, per agent unless availability_agent_independent); 0, the default, asks it every time. Our own reservations, bookings, updates, cancellations, releases and expiries, and the supplier’s POST /v1/availability_changes, drop the days they touch at once */
            availability_ttl_seconds: number;
            /** @description Until when the token a rotation replaced goes on working (POST /v1/account/token `grace_seconds`); null when none does */
            previous_token_expires: string | null;
            /** @description What this supplier’s callbacks do beyond the contract (PATCH /v1/account `capabilities`, the whole list). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension), and we call its POST {callback_url}/reservation_extension. Empty by default: no such call is ever made */
            capabilities: "reservation_extension"[];
            /** @description An agent’s opt-in to signed `availability.updated` notifications (POST {notification_url}/availability.updated) when availability changes on a product it may sell: one per product every few seconds, with every date. Off by default; the feed GET /v1/availability_changes has every change either way */
            availability_notifications: boolean;
            /** @description Test mode: where calls made with test credentials to this account’s callbacks go (its staging system; URL password masked). Null: the built-in simulated supplier answers them. Test mode never writes to callback_url */
            test_callback_url: string | null;
            /** @description Test mode: where this account’s test notifications go (URL password masked). Null: they are recorded in the test delivery log (`not_sent`), never sent */
            test_notification_url: string | null;
            /** @description Whether the account has a test token (POST /v1/account/test_token issues or rotates one) */
            test_token_issued: boolean;
            /** @description Until when the test token a rotation replaced goes on working; null when none does */
            previous_test_token_expires: string | null;
            /** @description Live mode’s token, `tmk_…`; shown only here */
            token: string;
            /** @description Test mode’s token, `tmk_test_…`: requests made with it run in test mode, apart from live; shown only here */
            test_token: string;
        };
        OwnAccount: {
            name: string;
            email: string;
            /** @description URL password masked */
            callback_url: string;
            /** @description URL password masked */
            notification_url: string;
            verified: boolean;
            domain: string | null;
            currency: string;
            /** @description Events whose final outcome is posted to notification_url after the API answered 503 */
            outcome_notifications: ("booking_confirmation" | "booking_update" | "booking_cancellation")[];
            /** @description A supplier’s declaration that its GET /availability answers do not depend on the `agent` asking: identical requests from different agents in flight at the same time then share one call (each agent still gets its own promotions and access check). False by default: the `agent` parameter always reaches the supplier */
            availability_agent_independent: boolean;
            /** @description How long, in seconds, this supplier’s availability answers may be served to agents without asking it again (per day, per agent unless availability_agent_independent); 0, the default, asks it every time. Our own reservations, bookings, updates, cancellations, releases and expiries, and the supplier’s POST /v1/availability_changes, drop the days they touch at once */
            availability_ttl_seconds: number;
            /** @description Until when the token a rotation replaced goes on working (POST /v1/account/token `grace_seconds`); null when none does */
            previous_token_expires: string | null;
            /** @description What this supplier’s callbacks do beyond the contract (PATCH /v1/account `capabilities`, the whole list). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension), and we call its POST {callback_url}/reservation_extension. Empty by default: no such call is ever made */
            capabilities: "reservation_extension"[];
            /** @description An agent’s opt-in to signed `availability.updated` notifications (POST {notification_url}/availability.updated) when availability changes on a product it may sell: one per product every few seconds, with every date. Off by default; the feed GET /v1/availability_changes has every change either way */
            availability_notifications: boolean;
            /** @description Test mode: where calls made with test credentials to this account’s callbacks go (its staging system; URL password masked). Null: the built-in simulated supplier answers them. Test mode never writes to callback_url */
            test_callback_url: string | null;
            /** @description Test mode: where this account’s test notifications go (URL password masked). Null: they are recorded in the test delivery log (`not_sent`), never sent */
            test_notification_url: string | null;
            /** @description Whether the account has a test token (POST /v1/account/test_token issues or rotates one) */
            test_token_issued: boolean;
            /** @description Until when the test token a rotation replaced goes on working; null when none does */
            previous_test_token_expires: string | null;
        };
        Empty: Record<string, never>;
        Token: {
            /** @description Starts with `tmk_` */
            token: string;
        };
        /** @description Anyone may look an account up: who it is and, for a supplier, what agents need to decide whether to sell its products */
        PublicAccount: {
            name: string;
            email: string;
            verified: boolean;
            domain: string | null;
            /** @description What the supplier’s callbacks do beyond the contract, as it declared them (PATCH /v1/account `capabilities`). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension); without it that call is 400 NOT_SUPPORTED. Empty: the contract’s calls only */
            capabilities: "reservation_extension"[];
            /** @description How long, in seconds, this supplier lets its availability answers be served without asking it again (0: every read asks it). Our own sales drop the days they touch at once */
            availability_ttl_seconds: number;
            /** @description When this supplier last pushed an availability change it made outside the marketplace (POST /v1/availability_changes, live, naming a day not yet past), to the minute; null: it never has. A supplier that pushes keeps kept answers, the feed and availability.updated notices true to changes made at its own desk */
            availability_pushed_at: string | null;
        };
        /**
         * @example {
         *       "token": "tmk_3q2-7wEXAMPLEonlyNOTaREALtokenAAAAAAAAAAAA",
         *       "previous_token_expires": "2026-11-25T15:00:00.000Z"
         *     }
         */
        RotatedToken: {
            /** @description Starts with `tmk_`; shown only here */
            token: string;
            /** @description Until when the old token goes on working; null: it stopped at once */
            previous_token_expires: string | null;
        };
        /**
         * @example {
         *       "test_token": "tmk_test_9fK-EXAMPLEonlyNOTaREALtokenAAAAAAAAAAA",
         *       "previous_test_token_expires": null
         *     }
         */
        RotatedTestToken: {
            /** @description Starts with `tmk_test_`; shown only here */
            test_token: string;
            /** @description Until when the old test token goes on working; null: it stopped at once (or there was none) */
            previous_test_token_expires: string | null;
        };
        WebhookSecret: {
            /** @description Standard Webhooks secret (`whsec_…`): shown in this answer only */
            webhook_secret: string;
            /** @description This secret’s number: 1 for the account’s first, one more at each rotation. The delivery log’s `signed_with` names secrets by it */
            generation: number;
            /** @description Until when the replaced secret goes on signing beside this one; null if there was none */
            previous_secret_expires: string | null;
        };
        Delivery: {
            /**
             * Format: uuid
             * @description The notification: also its `webhook-id` and Idempotency-Key
             */
            id: string;
            /** @enum {string} */
            event: "booking_confirmation" | "booking_update" | "booking_cancellation" | "ticket_redemption" | "booking.cancelled_by_supplier" | "availability.updated" | "test" | "rates.updated" | "order.confirmed" | "order.failed" | "order.stuck";
            agent_reference: string | null;
            supplier_reference: string | null;
            /** Format: date-time */
            created: string;
            /**
             * @description pending: still retried; failed: its four days of retries ran out
             * @enum {string}
             */
            status: "delivered" | "pending" | "failed" | "not_sent";
            attempts: number;
            last_attempt: string | null;
            /** @description The receiver’s HTTP status on the last attempt, or why there was none (TIMEOUT, CONNECTION, TLS…) */
            last_status: string | null;
            /** @description The generations of your webhook secrets that signed the last attempt, newest first (two during a rotation’s 24 hours); `[]`: sent unsigned, because the account had no webhook secret then; null: not attempted yet, or held back unsent */
            signed_with: number[] | null;
            /** @description When the next attempt is due (estimated from the backoff); null once delivered or failed */
            next_attempt: string | null;
            delivered: string | null;
        };
        Product: {
            name: string;
            supplier: string | null;
            country: string;
            city: string;
            freesale: boolean;
            /**
             * @description The currency of the product’s rates (the owner’s)
             * @example EUR
             */
            currency: string;
            /**
             * @description The product’s IANA time zone: its dates, slot times, cut-offs, past dates and redemption day are reckoned in it (an addition to the contract, which shows it to suppliers only)
             * @example Europe/Amsterdam
             */
            time_zone: string;
            options: {
                [key: string]: {
                    name: string;
                    /** @description The option’s own terms, overriding the product’s; absent: the product’s apply */
                    cancellation?: components["schemas"]["CancellationTerms"];
                    /** @description The option’s own questions, asked after the product’s */
                    questions?: components["schemas"]["Question"][];
                    /** @description The option’s own slot times, replacing the product’s (`[]`: this option is sold for the whole day) */
                    time_slots?: components["schemas"]["TimeSlots"];
                } & {
                    [key: string]: unknown;
                };
            };
            /** @description Sold in time slots, at these times (HH:MM, local to `time_zone`), as its supplier declared: a reservation or freesale confirmation must then name one in `time` (else 400 INVALID_REQUEST), and availability answers its dates in the time-slot form (`times`), with the slots open that day. An option’s own `time_slots` replace these. Absent: none declared: sold for the whole day, unless an availability answer gives a date in `times`, which then needs `time` too */
            time_slots?: components["schemas"]["TimeSlots"];
            /** @description Absent: the supplier declared no terms, and today’s rule applies (more than one day before the travel date, 100%) */
            cancellation?: components["schemas"]["CancellationTerms"];
            /** @description The booking questions every booking of the product is asked (an option’s own are asked after them); absent: none */
            questions?: components["schemas"]["Question"][];
            /** @description What the account serving this product (its delegate, else the owner) supports that applies to selling it: `reservation_extension` (its holds can be extended; products sold with reservations only). Absent: none */
            capabilities?: "reservation_extension"[];
            /** @description How long, in seconds, the account serving this product lets its availability answers be served without asking it again (as on GET /v1/account/:id). Absent: 0, every read asks it */
            availability_ttl_seconds?: number;
            /**
             * Format: date-time
             * @description When the account serving this product last pushed an availability change made outside the marketplace (POST /v1/availability_changes, live, naming a day not yet past), to the minute (as on GET /v1/account/:id). Absent: it never has
             */
            availability_pushed_at?: string;
        };
        /** @description The supplier’s cancellation terms. The start is the travel date and time (the date’s 00:00 for a whole-day product) in the product’s time zone; hours are real hours (DST-correct) */
        CancellationTerms: {
            /** @description Cancelling is allowed until this many hours before the start (exclusive) */
            cutoff_hours: number;
            /** @description Tiers, `hours_before` strictly descending: the first the time left reaches gives the percent; none: 0%. Absent: 100% until the cut-off */
            refunds?: components["schemas"]["RefundTier"][];
        };
        /** @description A booking question the supplier asks (docs/API.md, Booking questions) */
        Question: {
            /** @description What an answer names in `question` */
            id: string;
            /** @description The question, for the customer */
            label: string;
            /**
             * @description The answer’s `value`: text a non-empty string, number a number, date YYYY-MM-DD, choice one of `choices`, yes_no true or false
             * @enum {string}
             */
            type: "text" | "number" | "date" | "choice" | "yes_no";
            /** @description Only for type choice: the values an answer may take */
            choices?: string[];
            /** @description A confirmation without an answer to it is 400 QUESTION_UNANSWERED */
            required: boolean;
            /**
             * @description booking: answered once; ticket: answered for each ticket, naming it in `ticket`
             * @enum {string}
             */
            per: "booking" | "ticket";
        };
        TimeSlots: string[];
        /** @description Form A (whole day: hours, availability) or form B (time slots: times), never both */
        AvailabilityDay: components["schemas"]["WholeDay"] | components["schemas"]["SlottedDay"];
        /** @description Form A: the day as a whole, open during `hours` */
        WholeDay: {
            hours: {
                [key: string]: string;
            };
            availability: components["schemas"]["Vacancy"];
            pickups?: components["schemas"]["Pickups"];
            /** @description Promotion code to description */
            promotions: {
                [key: string]: string;
            };
        };
        Vacancy: {
            open: boolean;
            vacancies: number | null;
            tickets: {
                [key: string]: string;
            };
        };
        /** @description Keyed by pickup name; an empty list where there are none */
        Pickups: {
            [key: string]: {
                address: string;
                latitude: number;
                longitude: number;
                time: string;
            };
        } | unknown[];
        /** @description Form B: time slots, keyed by their start (HH:MM) */
        SlottedDay: {
            times: {
                [key: string]: components["schemas"]["TimeSlot"];
            };
        };
        TimeSlot: {
            open: boolean;
            vacancies: number | null;
            tickets: {
                [key: string]: string;
            };
            pickups?: components["schemas"]["Pickups"];
            /** @description Promotion code to description */
            promotions: {
                [key: string]: string;
            };
        };
        /**
         * @example {
         *       "supplier": "ops@harbour.example",
         *       "product": "BOAT",
         *       "option": null,
         *       "dates": [
         *         "2026-12-01",
         *         "2026-12-02"
         *       ],
         *       "sequence": 1042
         *     }
         */
        PushedChange: {
            /** @description The product’s owner */
            supplier: string;
            product: string;
            /** @description The option named; null: any option */
            option: string | null;
            /** @description Every date recorded, in order */
            dates: string[];
            /** @description The last change recorded */
            sequence: number;
        };
        /**
         * @example {
         *       "changes": [
         *         {
         *           "sequence": 1041,
         *           "supplier": "ops@harbour.example",
         *           "product": "BOAT",
         *           "option": null,
         *           "date": "2026-12-01",
         *           "source": "supplier",
         *           "kind": "availability",
         *           "at": "2026-11-25T10:00:00.000Z"
         *         },
         *         {
         *           "sequence": 1042,
         *           "supplier": "ops@harbour.example",
         *           "product": "BOAT",
         *           "option": "EN",
         *           "date": "2026-12-02",
         *           "source": "marketplace",
         *           "kind": "availability",
         *           "at": "2026-11-25T10:00:01.250Z"
         *         }
         *       ],
         *       "next": 1042,
         *       "has_more": false
         *     }
         */
        AvailabilityChangeFeed: {
            changes: components["schemas"]["AvailabilityChange"][];
            /** @description Pass as `since` for the changes after these */
            next: number;
            /** @description More changes wait after `next`: ask again at once */
            has_more: boolean;
        };
        AvailabilityChange: {
            /** @description Strictly increasing, in commit order; numbers of changes the agent may not see are skipped */
            sequence: number;
            supplier: string;
            product: string;
            /** @description The option the supplier named; null: any option */
            option: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            /**
             * @description supplier: its push or its new rates; marketplace: a sale, change, cancellation, release or expiry made here
             * @enum {string}
             */
            source: "supplier" | "marketplace";
            /**
             * @description availability: the seats of `date` changed; rates: the supplier replaced its rate table, and prices from `date` (today in the product’s zone) on may differ
             * @enum {string}
             */
            kind: "availability" | "rates";
            /** Format: date-time */
            at: string;
        };
        RequestLogPage: {
            /** @description Newest first */
            requests: components["schemas"]["RequestLogEntry"][];
            /** @description Pass as `before` for older entries; null on the last page */
            next: string | null;
            has_more: boolean;
        };
        RequestLogEntry: {
            /** @description The Request-Id the answer carried */
            id: string;
            method: string;
            /** @description Path and query as sent, with the values of secret parameters (code, token, …) replaced by `redacted` */
            path: string;
            status: number;
            /** @description The error code of an error answer */
            error: string | null;
            /** @description The Error-Detail header of an error answer */
            error_detail: string | null;
            idempotency_key: string | null;
            /**
             * Format: date-time
             * @description When the request arrived
             */
            at: string;
            /** @description From arrival to the answer, in milliseconds */
            duration_ms: number;
        };
        Quote: {
            /**
             * Format: uuid
             * @description Cite it as `quote` (with `quote_item`) in POST /v1/reservation or a freesale POST /v1/booking_confirmation
             */
            quote: string;
            /**
             * Format: date-time
             * @description Honoured until then; a citation after it is 400 QUOTE_EXPIRED
             */
            expires: string;
            items: components["schemas"]["QuoteItem"][];
            /** @description One per currency of the items, never summed across currencies */
            totals: {
                /**
                 * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
                 * @example EUR
                 */
                currency: string;
                /** @description Before discount */
                rrp: number;
                /** @description In major units of the currency (e.g. euros) */
                net: number;
                /** @description In major units of the currency (e.g. euros) */
                discount: number;
            }[];
        };
        /** @description The item’s totals (rrp and net before discount, the discount off both), and each ticket type’s */
        QuoteItem: {
            /** @description What a hold cites as `quote_item` */
            item: number;
            supplier: string;
            product: string;
            option: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            promotion: string | null;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Before discount */
            rrp: number;
            /** @description In major units of the currency (e.g. euros) */
            net: number;
            /** @description In major units of the currency (e.g. euros) */
            discount: number;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                count: number;
                /**
                 * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
                 * @example EUR
                 */
                currency: string;
                /** @description Before discount */
                rrp: number;
                /** @description In major units of the currency (e.g. euros) */
                net: number;
                /** @description In major units of the currency (e.g. euros) */
                discount: number;
                /**
                 * @description What priced it: a rule’s name, `default` (the product’s default) or `options.<option>` (that option’s default)
                 * @example summer
                 */
                rule: string;
            }[];
        };
        Rates: {
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            rates: {
                [key: string]: {
                    /** @description In major units of the currency (e.g. euros) */
                    rrp: number;
                    /** @description In major units of the currency (e.g. euros) */
                    net: number;
                };
            };
            options: {
                [key: string]: {
                    [key: string]: {
                        /** @description In major units of the currency (e.g. euros) */
                        rrp: number;
                        /** @description In major units of the currency (e.g. euros) */
                        net: number;
                    };
                };
            };
            /** @description Only when the table has rules: in the order they were set */
            rules?: components["schemas"]["RateRuleAnswer"][];
        };
        RateRuleAnswer: {
            name: string;
            /** @description The option whose table it belongs to; null: the product’s */
            option: string | null;
            from: string | null;
            to: string | null;
            weekdays: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[] | null;
            times: string[] | null;
            rates: {
                [key: string]: {
                    /** @description In major units of the currency (e.g. euros) */
                    rrp: number;
                    /** @description In major units of the currency (e.g. euros) */
                    net: number;
                };
            };
        };
        Promotion: {
            description: string;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            discount: {
                [key: string]: number;
            };
            products: string[];
            from: string | null;
            to: string | null;
        };
        /** @description The price is locked now: the rates of now on the travel date and time, or the cited quote’s item */
        Reservation: {
            /**
             * Format: uuid
             * @description Our id of the hold
             */
            reservation: string;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Before discount */
            rrp: number;
            /** @description In major units of the currency (e.g. euros) */
            net: number;
            /** @description In major units of the currency (e.g. euros) */
            discount: number;
        };
        ReservationExtension: {
            /**
             * Format: uuid
             * @description Our id of the hold
             */
            reservation: string;
            /**
             * Format: date-time
             * @description Until when the seats are now held: the `expires` asked for, or the hold’s own when it already reached that far
             */
            expires: string;
        };
        BookingConfirmation: {
            mobile: boolean;
            /** @description The supplier's reference */
            reference: string;
            barcode: string;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Before discount */
            rrp: number;
            /** @description In major units of the currency (e.g. euros) */
            net: number;
            /** @description In major units of the currency (e.g. euros) */
            discount: number;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
            }[];
        };
        BookingUpdate: {
            mobile: boolean;
            /** @description The supplier's reference */
            reference: string;
            barcode: string;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Before discount */
            rrp: number;
            /** @description In major units of the currency (e.g. euros) */
            net: number;
            /** @description In major units of the currency (e.g. euros) */
            discount: number;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
            }[];
            /** @description What this update changed the price by: the booking as changed less as it was (negative: cheaper; all 0: no price changed) */
            price_difference: {
                /**
                 * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
                 * @example EUR
                 */
                currency: string;
                /** @description Before discount */
                rrp: number;
                /** @description In major units of the currency (e.g. euros) */
                net: number;
                /** @description In major units of the currency (e.g. euros) */
                discount: number;
            };
        };
        Booking: {
            supplier: string;
            supplier_reference: string | null;
            agent: string;
            agent_reference: string;
            cancelled: boolean;
            product: string;
            option: string | null;
            pickup: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            adult: number;
            youth: number;
            child: number;
            infant: number;
            senior: number;
            student: number;
            /** @description first_name, last_name, email, mobile, language, country: all optional strings */
            customer: {
                [key: string]: string;
            };
            mobile: boolean | null;
            barcode: string | null;
            tickets: {
                /** @enum {string} */
                type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                barcode: string;
                redeemed: boolean;
            }[];
            notes: string;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description The answers to the booking questions of its product and option, as the agent sent them; null: no question applied */
            answers: components["schemas"]["BookingAnswer"][] | null;
            /** @description Set when a cancellation under declared terms is requested, and always when the supplier cancels (100%); null otherwise (and after a refused one) */
            refund: components["schemas"]["Refund"] | null;
            owner: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "updating" | "cancelling" | "cancelled" | "failed";
            product_name: string;
            option_name: string | null;
            promotion: string | null;
            /** @description Before discount */
            rrp: number;
            /** @description In major units of the currency (e.g. euros) */
            net: number;
            /** @description In major units of the currency (e.g. euros) */
            discount: number;
            freesale: boolean;
            imported: boolean;
            /** Format: date-time */
            created_at: string;
            confirmed_at: string | null;
            cancelled_at: string | null;
            /** @description The terms locked when the booking was confirmed (the option’s, else the product’s); null: none declared, today’s rule */
            cancellation: components["schemas"]["CancellationTerms"] | null;
            /** @description Who cancelled the booking, or is cancelling it: its agent, or its supplier (POST /v1/supplier_booking_cancellation); null: neither */
            cancelled_by: ("agent" | "supplier") | null;
            /** @description When the supplier cancelled: why, as a code; null otherwise */
            cancellation_reason: ("WEATHER" | "VENUE_CLOSED" | "OPERATIONAL" | "OVERBOOKED" | "OTHER") | null;
            /** @description When the supplier cancelled: its words for the customer, plain text (null: none given) */
            cancellation_message: string | null;
            /** @description The reference of the order this booking is an item of (POST /v1/order); null: sold on its own */
            order: string | null;
        };
        CancellationQuote: {
            /** @description The agent’s reference */
            booking: string;
            /** @description Whether POST /v1/booking_cancellation would be accepted now */
            cancellable: boolean;
            /** @description Why not: the code the cancellation would answer; null when cancellable */
            reason: ("PAST_CUTOFF_DATE" | "TICKET_REDEEMED" | "BOOKING_BUSY") | null;
            /**
             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
             * @example EUR
             */
            currency: string;
            /** @description Of what was paid; 0 when not cancellable */
            percent: number;
            /** @description Rounded down to the minor unit; 0 when not cancellable */
            refund: {
                /** @description In major units of the currency (e.g. euros) */
                rrp: number;
                /** @description In major units of the currency (e.g. euros) */
                net: number;
            };
            /** @description The declared tier that applies; null without tiers, when none applies (0%), or not cancellable */
            tier: components["schemas"]["RefundTier"] | null;
            /** @description This answer holds up to this instant: the tier’s boundary (still within the tier) or the cut-off; null when not cancellable */
            until: string | null;
            /**
             * Format: date-time
             * @description Cancelling is allowed strictly before this instant
             */
            cutoff: string;
            /** @description The terms locked at confirmation; null: none declared, today’s rule applies */
            cancellation: components["schemas"]["CancellationTerms"] | null;
        };
        OrderCancellationQuote: {
            order: string;
            /** @description Whether POST /v1/order_cancellation would be accepted now: every item that is not cancelled already can be */
            cancellable: boolean;
            /** @description What cancelling refunds, per currency (a held order: nothing was paid, nothing to refund) */
            refunds: {
                /**
                 * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
                 * @example EUR
                 */
                currency: string;
                /** @description In major units of the currency (e.g. euros) */
                rrp: number;
                /** @description In major units of the currency (e.g. euros) */
                net: number;
            }[];
            items: {
                index: number;
                /** @description The item’s booking’s quote (GET /v1/booking_cancellation_quote); null before confirmation */
                quote: components["schemas"]["CancellationQuote"] | null;
                /** @description Cancelled already: nothing more to do for it */
                cancelled: boolean;
            }[];
        };
        RedeemedRecord: {
            id: string;
            /** @enum {string} */
            type: "ticket" | "booking";
            agent: string;
            agent_name: string;
            agent_reference: string;
            supplier: string;
            supplier_name: string;
            supplier_reference: string | null;
            /** @constant */
            status: "confirmed";
            freesale: boolean;
            /** @constant */
            cancelled: false;
            cancelled_at: null;
            /** @constant */
            redeemed: true;
            /** Format: date-time */
            redeemed_at: string;
            mobile: boolean;
            product: string;
            product_name: string;
            option: string | null;
            option_name: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            date: string;
            time: string | null;
            adult: number;
            youth: number;
            child: number;
            infant: number;
            senior: number;
            student: number;
            /** @description first_name, last_name, email, mobile, language, country: all optional strings */
            customer: {
                [key: string]: string;
            };
            alias: null;
            barcode: string;
            notes: string;
        };
        TestDataWiped: {
            deleted: {
                reservations: number;
                bookings: number;
                notifications: number;
                requests: number;
                idempotency_keys: number;
                availability_changes: number;
                simulated_records: number;
                /** @description Orders that ended, with their items (issue 44) */
                orders: number;
                quotes: number;
            };
            /** @description Held reservations and bookings with a step in flight: a workflow still acts on them, so they stay; wipe again once they settle */
            kept_in_flight: {
                reservations: number;
                bookings: number;
            };
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "not ready";
            /** @enum {string} */
            postgres: "ok" | "unreachable";
            /** @enum {string} */
            migrations: "applied" | "pending" | "unknown";
            /**
             * @description `ok`, `unreachable`, `refused: UNAUTHENTICATED` (or `PERMISSION_DENIED`: check the API key or client certificate), `namespace <name> not found`, or `missing search attributes: <names>` (run `npm run ops -- temporal-setup`)
             * @example ok
             * @example unreachable
             * @example missing search attributes: MarketplaceAccount, MarketplaceAgent
             */
            temporal: string;
            /**
             * @description Present while this instance shuts down: it answers what it is serving, takes nothing new
             * @constant
             */
            draining?: true;
            /** @description Present when this instance was let start without a production setting (`ALLOW_DEV_DEFAULTS=true`): what is missing and what follows, e.g. `WEBHOOK_SECRET_KEY is not set: … notifications go out unsigned` */
            warnings?: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s own account */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnAccount"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    callback_url: string;
                    notification_url: string;
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Create an account */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccount"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_EMAIL, INVALID_CALLBACK_URL, INVALID_NOTIFICATION_URL, INVALID_CURRENCY, EMAIL_TAKEN */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_EMAIL" | "INVALID_CALLBACK_URL" | "INVALID_NOTIFICATION_URL" | "INVALID_CURRENCY" | "EMAIL_TAKEN";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    patchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    callback_url?: string;
                    notification_url?: string;
                    currency?: string;
                    outcome_notifications?: ("booking_confirmation" | "booking_update" | "booking_cancellation")[];
                    availability_agent_independent?: boolean;
                    availability_ttl_seconds?: number;
                    availability_notifications?: boolean;
                    test_callback_url?: string | null;
                    test_notification_url?: string | null;
                    capabilities?: "reservation_extension"[];
                };
            };
        };
        responses: {
            /** @description Change the caller’s account */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnAccount"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_EMAIL, INVALID_CALLBACK_URL, INVALID_NOTIFICATION_URL, INVALID_CURRENCY, EMAIL_TAKEN, EMAIL_LOCKED, CURRENCY_LOCKED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_EMAIL" | "INVALID_CALLBACK_URL" | "INVALID_NOTIFICATION_URL" | "INVALID_CURRENCY" | "EMAIL_TAKEN" | "EMAIL_LOCKED" | "CURRENCY_LOCKED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAccountVerify: {
        parameters: {
            query: {
                /** @example EXAMPLE-verification-code-not-a-real-one */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verify the e-mail with the mailed code */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        verified: true;
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_CODE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_CODE";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountTokenReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Mail a code to replace a lost token */
            202: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountTokenResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Exchange the mailed code for a new token */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_CODE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_CODE";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ops@harbour.example */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Look an account up by email or domain */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicAccount"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST";
                    };
                };
            };
            /** @description ACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ACCOUNT_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountVerification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Mail a new verification code */
            202: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, ALREADY_VERIFIED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "ALREADY_VERIFIED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grace_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Rotate the token */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedToken"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountTestToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grace_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Issue or rotate the test-mode token */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedTestToken"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Make or replace the webhook signing secret */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, WEBHOOKS_NOT_CONFIGURED */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "WEBHOOKS_NOT_CONFIGURED";
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                /** @example booking_confirmation */
                event?: "booking_confirmation" | "booking_update" | "booking_cancellation" | "ticket_redemption" | "booking.cancelled_by_supplier" | "availability.updated" | "test" | "rates.updated" | "order.confirmed" | "order.failed" | "order.stuck";
                /** @example delivered */
                status?: "delivered" | "pending" | "failed" | "not_sent";
                booking?: string;
                /** @example 2026-11-01 */
                created_from?: string;
                /** @example 2026-11-30 */
                created_to?: string;
                offset?: number;
                /** @example 50 */
                limit?: number;
                /** @description The `X-Next-Cursor` of the previous page: the page after it, read by an index range however deep (no `X-Total-Count`). */
                after?: string;
                /** @description `false` leaves out `X-Total-Count`, which counts every match (its cost grows with them; a page’s does not). */
                count?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery log of the notifications sent to the caller */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description Notifications matching the filters, all pages; left out with `count=false` and on a page read with `after` */
                    "X-Total-Count"?: string;
                    /** @description Pass as `after` for the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"][];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, INVALID_DATE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "INVALID_DATE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getNotificationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example b5e0c7d2-4a91-4f3e-8c27-6d1e9f0a3b58 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One notification sent to the caller */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description NOTIFICATION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "NOTIFICATION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postNotificationsTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Send a signed test notification to the caller’s own notification_url, now */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postNotificationsIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example b5e0c7d2-4a91-4f3e-8c27-6d1e9f0a3b58 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Send a notification again */
            202: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description NOTIFICATION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "NOTIFICATION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putAgentsAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example sales@agency.example */
                agent: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Allow an agent to sell the caller’s products */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string;
                        name: string;
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description ACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ACCOUNT_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteAgentsAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example sales@agency.example */
                agent: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Withdraw an agent’s access */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description ACCOUNT_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ACCOUNT_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agents the caller has granted */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string;
                        name: string;
                        /** Format: date-time */
                        since: string;
                    }[];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suppliers that granted the caller */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        supplier: string;
                        name: string;
                        /** Format: date-time */
                        since: string;
                    }[];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProducts: {
        parameters: {
            query: {
                /** @example ops@harbour.example */
                supplier: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A supplier’s products */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: components["schemas"]["Product"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query: {
                /** @example ops@harbour.example */
                supplier: string;
                /** @example BOAT */
                product: string;
                /** @example EN */
                option?: string;
                /** @example 2026-12-01 */
                from: string;
                /** @example 2026-12-02 */
                to: string;
            };
            header?: {
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability of a product for every date of a range */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description Seconds since the oldest day of the answer was asked of the supplier; 0 when all of it comes from the supplier now */
                    Age?: string;
                    /** @description RFC 9211: `ticket-marketplace; hit; ttl=<seconds it may still be served>`, or `ticket-marketplace; fwd=uri-miss|partial|request[; stored][; detail="supplier ttl 0"]` */
                    "Cache-Status"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: components["schemas"]["AvailabilityDay"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, INVALID_DATE, INVALID_DATE_RANGE, DATE_RANGE_TOO_LARGE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "INVALID_DATE" | "INVALID_DATE_RANGE" | "DATE_RANGE_TOO_LARGE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAvailabilityChanges: {
        parameters: {
            query?: {
                /** @example 1040 */
                since?: number;
                /** @example 100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed of availability changes on the products the caller may sell */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityChangeFeed"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description CURSOR_EXPIRED */
            410: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "CURSOR_EXPIRED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAvailabilityChanges: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product: string;
                    option?: string;
                    supplier?: string;
                    dates?: string[];
                    from?: string;
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Tell the marketplace that availability changed (suppliers) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushedChange"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_DATE, INVALID_DATE_RANGE, DATE_RANGE_TOO_LARGE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_DATE" | "INVALID_DATE_RANGE" | "DATE_RANGE_TOO_LARGE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getRequests: {
        parameters: {
            query?: {
                /** @example 4xx */
                status?: string;
                /** @example 2026-11-25T00:00:00Z */
                since?: string;
                before?: string;
                /** @example 50 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s own recent requests, newest first */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogPage"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getRequestsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example e3b1c9a4-6f2d-4b8e-9c05-1a7d3f8e2b60 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One of the caller’s requests, by its Request-Id */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestLogEntry"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getRates: {
        parameters: {
            query: {
                /** @example ops@harbour.example */
                supplier: string;
                /** @example BOAT */
                product: string;
                /** @example EN */
                option?: string;
                /** @example 2026-12-01 */
                date?: string;
                /** @example 10:00 */
                time?: string;
                /** @example Central Station */
                pickup?: string;
                /** @example WINTER10 */
                promotion?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per-ticket prices for an agent */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            /** @description In major units of the currency (e.g. euros) */
                            rrp: number;
                            /** @description In major units of the currency (e.g. euros) */
                            net: number;
                            /** @description In major units of the currency (e.g. euros) */
                            discount: number;
                            /**
                             * @description ISO 4217 code of the amounts beside it (e.g. EUR); amounts keep its decimals
                             * @example EUR
                             */
                            currency: string;
                            /**
                             * @description What priced it: a rule’s name, `default` (the product’s default) or `options.<option>` (that option’s default)
                             * @example summer
                             */
                            rule: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, PROMOTION_INVALID, INVALID_DATE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "PROMOTION_INVALID" | "INVALID_DATE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND, RATES_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND" | "RATES_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Each priced on its own, as a hold of it would be now; cite one by its 0-based position as `quote_item` */
                    items: {
                        supplier: string;
                        product: string;
                        option?: string | null;
                        promotion?: string | null;
                        date: string;
                        time?: string | null;
                        pickup?: string | null;
                        /** @default 0 */
                        adult?: number;
                        /** @default 0 */
                        youth?: number;
                        /** @default 0 */
                        child?: number;
                        /** @default 0 */
                        infant?: number;
                        /** @default 0 */
                        senior?: number;
                        /** @default 0 */
                        student?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description What a basket would cost, held to for a while */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_COUNTS, INVALID_DATE, PAST_CUTOFF_DATE, NO_RATE, PROMOTION_INVALID */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_COUNTS" | "INVALID_DATE" | "PAST_CUTOFF_DATE" | "NO_RATE" | "PROMOTION_INVALID";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getRatesProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BOAT */
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A product’s rates (the owner) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rates"];
                    "text/csv": string;
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description RATES_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "RATES_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putRatesProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BOAT */
                product: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rates: {
                        [key: string]: {
                            rrp: number;
                            net: number;
                        };
                    };
                    /** @default {} */
                    options?: {
                        [key: string]: {
                            [key: string]: {
                                rrp: number;
                                net: number;
                            };
                        };
                    };
                    /**
                     * @description Periods, weekdays and departure times beside the defaults; the most specific that matches wins (docs/API.md, Rates and promotions)
                     * @default []
                     */
                    rules?: components["schemas"]["RateRule"][];
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description Set a product’s rates (the owner) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rates"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_AMOUNT, INVALID_DATE, INVALID_DATE_RANGE, INVALID_CSV, RATE_RULES_OVERLAP */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_AMOUNT" | "INVALID_DATE" | "INVALID_DATE_RANGE" | "INVALID_CSV" | "RATE_RULES_OVERLAP";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putPromotionsCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example WINTER10 */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    discount: {
                        [key: string]: number;
                    };
                    /** @default [] */
                    products?: string[];
                    from?: string | null;
                    to?: string | null;
                };
            };
        };
        responses: {
            /** @description Create or replace a promotion */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_AMOUNT, INVALID_DATE, INVALID_DATE_RANGE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_AMOUNT" | "INVALID_DATE" | "INVALID_DATE_RANGE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deletePromotionsCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example WINTER10 */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Delete a promotion */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s promotions */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: components["schemas"]["Promotion"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postReservation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `sold_out`: refuses: 400 `{"error":"SOLD_OUT"}`. You see 400 `SOLD_OUT`; nothing held or booked.
                 *     - `not_available`: refuses: 400 `{"error":"NOT_AVAILABLE"}`. You see 400 `NOT_AVAILABLE`.
                 *     - `past_cutoff`: refuses: 400 `{"error":"PAST_CUTOFF_DATE"}`. You see 400 `PAST_CUTOFF_DATE` (the supplier's own cut-off).
                 *     - `refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supplier: string;
                    product: string;
                    option?: string | null;
                    promotion?: string | null;
                    date: string;
                    time?: string | null;
                    pickup?: string | null;
                    /** @default 0 */
                    adult?: number;
                    /** @default 0 */
                    youth?: number;
                    /** @default 0 */
                    child?: number;
                    /** @default 0 */
                    infant?: number;
                    /** @default 0 */
                    senior?: number;
                    /** @default 0 */
                    student?: number;
                    /** @description A quote id (POST /v1/quotes) whose item this sale is: charged exactly as quoted while the quote is valid */
                    quote?: string | null;
                    /** @description Which item of the quote (0-based; default 0), for a quote of several items */
                    quote_item?: number;
                    /** Format: date-time */
                    expires: string;
                };
            };
        };
        responses: {
            /** @description Hold seats at the supplier until `expires` */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_COUNTS, INVALID_DATE, INVALID_EXPIRES, RESERVATION_NOT_NEEDED, NO_RATE, PROMOTION_INVALID, QUOTE_INVALID, QUOTE_EXPIRED, QUOTE_MISMATCH, SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT, ANSWER_INVALID, QUESTION_UNANSWERED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_COUNTS" | "INVALID_DATE" | "INVALID_EXPIRES" | "RESERVATION_NOT_NEEDED" | "NO_RATE" | "PROMOTION_INVALID" | "QUOTE_INVALID" | "QUOTE_EXPIRED" | "QUOTE_MISMATCH" | "SOLD_OUT" | "NOT_AVAILABLE" | "PAST_CUTOFF_DATE" | "RESERVATION_EXPIRED" | "RESERVATION_INVALID" | "TICKET_REDEEMED" | "BOOKING_CANCELLED" | "EXTENSION_LIMIT" | "ANSWER_INVALID" | "QUESTION_UNANSWERED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postReservationCancellation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reservation: string;
                };
            };
        };
        responses: {
            /** @description Release a held reservation */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, RESERVATION_INVALID */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "RESERVATION_INVALID";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postReservationExtension: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reservation: string;
                    /** Format: date-time */
                    expires: string;
                };
            };
        };
        responses: {
            /** @description Hold the seats longer */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationExtension"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_EXPIRES, NOT_SUPPORTED, EXTENSION_LIMIT, RESERVATION_INVALID, RESERVATION_EXPIRED, SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, TICKET_REDEEMED, BOOKING_CANCELLED, ANSWER_INVALID, QUESTION_UNANSWERED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_EXPIRES" | "NOT_SUPPORTED" | "EXTENSION_LIMIT" | "RESERVATION_INVALID" | "RESERVATION_EXPIRED" | "SOLD_OUT" | "NOT_AVAILABLE" | "PAST_CUTOFF_DATE" | "TICKET_REDEEMED" | "BOOKING_CANCELLED" | "ANSWER_INVALID" | "QUESTION_UNANSWERED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postBookingConfirmation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `sold_out`: refuses: 400 `{"error":"SOLD_OUT"}`. You see 400 `SOLD_OUT`; nothing held or booked.
                 *     - `not_available`: refuses: 400 `{"error":"NOT_AVAILABLE"}`. You see 400 `NOT_AVAILABLE`.
                 *     - `past_cutoff`: refuses: 400 `{"error":"PAST_CUTOFF_DATE"}`. You see 400 `PAST_CUTOFF_DATE` (the supplier's own cut-off).
                 *     - `refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `receiver_down=N`: our delivery of this step’s notifications fails for N seconds from when they were queued (attempts logged `503 SIMULATED`), then goes through. You see the delivery log (GET /v1/notifications) with failed attempts and the next attempt, then `delivered` (or `not_sent` without a test_notification_url).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reservation: string | null;
                    reference: string;
                    supplier?: string;
                    product: string;
                    option?: string | null;
                    promotion?: string | null;
                    date: string;
                    time?: string | null;
                    pickup?: string | null;
                    /** @default 0 */
                    adult?: number;
                    /** @default 0 */
                    youth?: number;
                    /** @default 0 */
                    child?: number;
                    /** @default 0 */
                    infant?: number;
                    /** @default 0 */
                    senior?: number;
                    /** @default 0 */
                    student?: number;
                    /** @description A quote id (POST /v1/quotes) whose item this sale is: charged exactly as quoted while the quote is valid */
                    quote?: string | null;
                    /** @description Which item of the quote (0-based; default 0), for a quote of several items */
                    quote_item?: number;
                    /** @default {} */
                    customer?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        mobile?: string;
                        language?: string;
                        country?: string;
                    };
                    /** @default  */
                    notes?: string;
                    /** @description Answers to the booking questions of the product and option (GET /v1/products `questions`): `{question, value, ticket?}`, `value` of the question’s type (text: a string; number; date: YYYY-MM-DD; choice: one of its `choices`; yes_no: true or false). `ticket` is the 0-based position of the ticket in the order the counts expand (adult, youth, child, infant, senior, student), required for a question asked per ticket and refused for one asked per booking. Every required question must be answered (per ticket: for every ticket), else 400 QUESTION_UNANSWERED; an answer to no question asked, of the wrong type, for the wrong ticket or given twice is 400 ANSWER_INVALID; Error-Detail names the question and ticket. Sent to the supplier as they are. */
                    answers?: {
                        question: string;
                        ticket?: number;
                        value: string | number | boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Confirm a booking after payment */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingConfirmation"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_COUNTS, INVALID_DATE, RESERVATION_REQUIRED, RESERVATION_INVALID, RESERVATION_EXPIRED, NO_RATE, QUOTE_INVALID, QUOTE_EXPIRED, QUOTE_MISMATCH, PROMOTION_INVALID, QUESTION_UNANSWERED, ANSWER_INVALID, SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_COUNTS" | "INVALID_DATE" | "RESERVATION_REQUIRED" | "RESERVATION_INVALID" | "RESERVATION_EXPIRED" | "NO_RATE" | "QUOTE_INVALID" | "QUOTE_EXPIRED" | "QUOTE_MISMATCH" | "PROMOTION_INVALID" | "QUESTION_UNANSWERED" | "ANSWER_INVALID" | "SOLD_OUT" | "NOT_AVAILABLE" | "PAST_CUTOFF_DATE" | "TICKET_REDEEMED" | "BOOKING_CANCELLED" | "EXTENSION_LIMIT";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, REFERENCE_IN_USE */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "REFERENCE_IN_USE";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postBookingUpdate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `sold_out`: refuses: 400 `{"error":"SOLD_OUT"}`. You see 400 `SOLD_OUT`; nothing held or booked.
                 *     - `not_available`: refuses: 400 `{"error":"NOT_AVAILABLE"}`. You see 400 `NOT_AVAILABLE`.
                 *     - `past_cutoff`: refuses: 400 `{"error":"PAST_CUTOFF_DATE"}`. You see 400 `PAST_CUTOFF_DATE` (the supplier's own cut-off).
                 *     - `refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `receiver_down=N`: our delivery of this step’s notifications fails for N seconds from when they were queued (attempts logged `503 SIMULATED`), then goes through. You see the delivery log (GET /v1/notifications) with failed attempts and the next attempt, then `delivered` (or `not_sent` without a test_notification_url).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    booking: string;
                    reference?: string;
                    reservation?: string | null;
                    supplier?: string;
                    product?: string;
                    option?: string | null;
                    promotion?: string | null;
                    date?: string;
                    time?: string | null;
                    time_slot?: string | null;
                    pickup?: string | null;
                    adult?: number;
                    youth?: number;
                    child?: number;
                    infant?: number;
                    senior?: number;
                    student?: number;
                    /** @default {} */
                    customer?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        mobile?: string;
                        language?: string;
                        country?: string;
                    };
                    notes?: string;
                    /** @description All the booking’s answers, replacing its own; left out, its own are kept (checked again: docs/API.md, Booking questions) */
                    answers?: {
                        question: string;
                        ticket?: number;
                        value: string | number | boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Change a booking */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingUpdate"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_COUNTS, INVALID_DATE, REFERENCE_MISMATCH, SUPPLIER_MISMATCH, PRODUCT_MISMATCH, PAST_CUTOFF_DATE, BOOKING_CANCELLED, TICKET_REDEEMED, RESERVATION_REQUIRED, RESERVATION_INVALID, RESERVATION_EXPIRED, NO_RATE, PROMOTION_INVALID, QUESTION_UNANSWERED, ANSWER_INVALID, SOLD_OUT, NOT_AVAILABLE, EXTENSION_LIMIT */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_COUNTS" | "INVALID_DATE" | "REFERENCE_MISMATCH" | "SUPPLIER_MISMATCH" | "PRODUCT_MISMATCH" | "PAST_CUTOFF_DATE" | "BOOKING_CANCELLED" | "TICKET_REDEEMED" | "RESERVATION_REQUIRED" | "RESERVATION_INVALID" | "RESERVATION_EXPIRED" | "NO_RATE" | "PROMOTION_INVALID" | "QUESTION_UNANSWERED" | "ANSWER_INVALID" | "SOLD_OUT" | "NOT_AVAILABLE" | "EXTENSION_LIMIT";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description BOOKING_NOT_FOUND, PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "BOOKING_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postBookingCancellation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `receiver_down=N`: our delivery of this step’s notifications fails for N seconds from when they were queued (attempts logged `503 SIMULATED`), then goes through. You see the delivery log (GET /v1/notifications) with failed attempts and the next attempt, then `delivered` (or `not_sent` without a test_notification_url).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    booking: string;
                };
            };
        };
        responses: {
            /** @description Cancel a booking */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, PAST_CUTOFF_DATE, TICKET_REDEEMED, BOOKING_CANCELLED, SOLD_OUT, NOT_AVAILABLE, RESERVATION_EXPIRED, RESERVATION_INVALID, EXTENSION_LIMIT, ANSWER_INVALID, QUESTION_UNANSWERED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "PAST_CUTOFF_DATE" | "TICKET_REDEEMED" | "BOOKING_CANCELLED" | "SOLD_OUT" | "NOT_AVAILABLE" | "RESERVATION_EXPIRED" | "RESERVATION_INVALID" | "EXTENSION_LIMIT" | "ANSWER_INVALID" | "QUESTION_UNANSWERED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description BOOKING_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postSupplierBookingCancellation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    booking: string;
                    /** @enum {string} */
                    reason: "WEATHER" | "VENUE_CLOSED" | "OPERATIONAL" | "OVERBOOKED" | "OTHER";
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Cancel a booking as its supplier */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, PAST_CUTOFF_DATE, TICKET_REDEEMED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "PAST_CUTOFF_DATE" | "TICKET_REDEEMED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description BOOKING_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getBookingCancellationQuote: {
        parameters: {
            query: {
                /** @example AG-1042 */
                booking: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What cancelling a booking would do now */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationQuote"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, BOOKING_CANCELLED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "BOOKING_CANCELLED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description BOOKING_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getBookings: {
        parameters: {
            query?: {
                /** @example agent */
                as?: "supplier" | "agent";
                agent?: string;
                supplier?: string;
                /** @example BOAT */
                product?: string;
                option?: string;
                /** @example 2026-12-01 */
                travel_from?: string;
                /** @example 2026-12-31 */
                travel_to?: string;
                booking_from?: string;
                booking_to?: string;
                search?: string;
                cancelled_by?: "agent" | "supplier";
                cancelled_from?: string;
                cancelled_to?: string;
                /** @example 0 */
                offset?: number;
                /** @example 50 */
                limit?: number;
                /** @description The `X-Next-Cursor` of the previous page: the page after it, read by an index range however deep (no `X-Total-Count`). */
                after?: string;
                /** @description `false` leaves out `X-Total-Count`, which counts every match (its cost grows with them; a page’s does not). */
                count?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List bookings the caller sold, owns or supplies */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description Bookings matching the filters, all pages; left out with `count=false` and on a page read with `after` */
                    "X-Total-Count"?: string;
                    /** @description Pass as `after` for the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"][];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, INVALID_DATE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "INVALID_DATE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getBookingsReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example AG-1042 */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One booking */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description BOOKING_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "BOOKING_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     On an order: `<index>:<scenario>`, the scenario acting on that item’s step alone (`1:sold_out`: the second item).
                 *
                 *     - `1:sold_out`: refuses: 400 `{"error":"SOLD_OUT"}`. You see 400 `SOLD_OUT`; nothing held or booked.
                 *     - `1:not_available`: refuses: 400 `{"error":"NOT_AVAILABLE"}`. You see 400 `NOT_AVAILABLE`.
                 *     - `1:past_cutoff`: refuses: 400 `{"error":"PAST_CUTOFF_DATE"}`. You see 400 `PAST_CUTOFF_DATE` (the supplier's own cut-off).
                 *     - `1:refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `1:supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `1:supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `1:slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                    /** @default {} */
                    customer?: {
                        first_name?: string;
                        last_name?: string;
                        email?: string;
                        mobile?: string;
                        language?: string;
                        country?: string;
                    };
                    /** @default  */
                    notes?: string;
                    /** Format: date-time */
                    expires: string;
                    items: {
                        supplier: string;
                        product: string;
                        option?: string | null;
                        promotion?: string | null;
                        date: string;
                        time?: string | null;
                        pickup?: string | null;
                        /** @default 0 */
                        adult?: number;
                        /** @default 0 */
                        youth?: number;
                        /** @default 0 */
                        child?: number;
                        /** @default 0 */
                        infant?: number;
                        /** @default 0 */
                        senior?: number;
                        /** @default 0 */
                        student?: number;
                        /** @description A quote id (POST /v1/quotes) whose item this sale is: charged exactly as quoted while the quote is valid */
                        quote?: string | null;
                        /** @description Which item of the quote (0-based; default 0), for a quote of several items */
                        quote_item?: number;
                        /** @description Answers to the booking questions of the item’s product and option, as for a booking */
                        answers?: {
                            question: string;
                            ticket?: number;
                            value: string | number | boolean;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Hold a basket of 1 to 20 items, from any suppliers, all or nothing */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, INVALID_EXPIRES, DUPLICATE_ITEM, INVALID_COUNTS, INVALID_DATE, NO_RATE, PROMOTION_INVALID, PAST_CUTOFF_DATE, QUESTION_UNANSWERED, ANSWER_INVALID, QUOTE_INVALID, QUOTE_EXPIRED, QUOTE_MISMATCH */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "INVALID_EXPIRES" | "DUPLICATE_ITEM" | "INVALID_COUNTS" | "INVALID_DATE" | "NO_RATE" | "PROMOTION_INVALID" | "PAST_CUTOFF_DATE" | "QUESTION_UNANSWERED" | "ANSWER_INVALID" | "QUOTE_INVALID" | "QUOTE_EXPIRED" | "QUOTE_MISMATCH";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, REFERENCE_IN_USE */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "REFERENCE_IN_USE";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postOrderConfirmation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     On an order: `<index>:<scenario>`, the scenario acting on that item’s step alone (`1:sold_out`: the second item).
                 *
                 *     - `1:sold_out`: refuses: 400 `{"error":"SOLD_OUT"}`. You see 400 `SOLD_OUT`; nothing held or booked.
                 *     - `1:not_available`: refuses: 400 `{"error":"NOT_AVAILABLE"}`. You see 400 `NOT_AVAILABLE`.
                 *     - `1:past_cutoff`: refuses: 400 `{"error":"PAST_CUTOFF_DATE"}`. You see 400 `PAST_CUTOFF_DATE` (the supplier's own cut-off).
                 *     - `1:refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `1:supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `1:supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `1:slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `1:receiver_down=N`: our delivery of this step’s notifications fails for N seconds from when they were queued (attempts logged `503 SIMULATED`), then goes through. You see the delivery log (GET /v1/notifications) with failed attempts and the next attempt, then `delivered` (or `not_sent` without a test_notification_url).
                 *     - `1:stuck`: the item named is refused (SOLD_OUT) and every other item refuses its undo (PAST_CUTOFF_DATE). You see the order `stuck`, each other item `stuck` with PAST_CUTOFF_DATE, and the `order.stuck` notification.
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order: string;
                };
            };
        };
        responses: {
            /** @description Confirm every item of a held order, all or nothing */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, ORDER_CANCELLED, RESERVATION_EXPIRED, RESERVATION_INVALID, INVALID_COUNTS, INVALID_DATE, NO_RATE, PROMOTION_INVALID, PAST_CUTOFF_DATE, QUESTION_UNANSWERED, ANSWER_INVALID, QUOTE_INVALID, QUOTE_EXPIRED, QUOTE_MISMATCH */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "ORDER_CANCELLED" | "RESERVATION_EXPIRED" | "RESERVATION_INVALID" | "INVALID_COUNTS" | "INVALID_DATE" | "NO_RATE" | "PROMOTION_INVALID" | "PAST_CUTOFF_DATE" | "QUESTION_UNANSWERED" | "ANSWER_INVALID" | "QUOTE_INVALID" | "QUOTE_EXPIRED" | "QUOTE_MISMATCH";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "FORBIDDEN";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND, PRODUCT_NOT_FOUND, OPTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ORDER_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "OPTION_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, ORDER_BUSY, REFERENCE_IN_USE */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "ORDER_BUSY" | "REFERENCE_IN_USE";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postOrderCancellation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     On an order: `<index>:<scenario>`, the scenario acting on that item’s step alone (`1:sold_out`: the second item).
                 *
                 *     - `1:refuse=CODE`: refuses with the code given, e.g. `refuse=TICKET_REDEEMED` on a cancellation. You see that code as 400 when the API passes it through (SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE, RESERVATION_EXPIRED, RESERVATION_INVALID, TICKET_REDEEMED, BOOKING_CANCELLED, EXTENSION_LIMIT), else 502 `SUPPLIER_ERROR`; an update or cancellation leaves the booking as it was.
                 *     - `1:supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `1:supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `1:slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `1:receiver_down=N`: our delivery of this step’s notifications fails for N seconds from when they were queued (attempts logged `503 SIMULATED`), then goes through. You see the delivery log (GET /v1/notifications) with failed attempts and the next attempt, then `delivered` (or `not_sent` without a test_notification_url).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order: string;
                };
            };
        };
        responses: {
            /** @description Cancel a whole order */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, PAST_CUTOFF_DATE, TICKET_REDEEMED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "PAST_CUTOFF_DATE" | "TICKET_REDEEMED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, ORDER_BUSY, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "ORDER_BUSY" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SUPPLIER_ERROR */
            502: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SUPPLIER_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, SUPPLIER_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE" | "SUPPLIER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrderCancellationQuote: {
        parameters: {
            query: {
                /** @example TRIP-1042 */
                order: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What cancelling a whole order would do now */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderCancellationQuote"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, ORDER_CANCELLED */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "ORDER_CANCELLED";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description ORDER_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ORDER_BUSY";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                /** @example confirmed */
                status?: "holding" | "held" | "confirming" | "confirmed" | "undoing" | "failed" | "stuck" | "expired" | "cancelling" | "cancelled";
                /** @example 2026-11-01 */
                created_from?: string;
                created_to?: string;
                search?: string;
                offset?: number;
                /** @example 20 */
                limit?: number;
                /** @description The `X-Next-Cursor` of the previous page: the page after it, read by an index range however deep (no `X-Total-Count`). */
                after?: string;
                /** @description `false` leaves out `X-Total-Count`, which counts every match (its cost grows with them; a page’s does not). */
                count?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the caller’s orders */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description Orders matching the filters, all pages; left out with `count=false` and on a page read with `after` */
                    "X-Total-Count"?: string;
                    /** @description Pass as `after` for the next page; absent on the last page */
                    "X-Next-Cursor"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, INVALID_DATE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "INVALID_DATE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrdersReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example TRIP-1042 */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One order */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postRedeemBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `barcode_unknown`: answers the barcode look-up 400 `{"error":"BARCODE_INVALID"}`. You see 400 `BARCODE_INVALID` for a barcode unknown to the marketplace that matches a registered prefix (by default the simulator answers such a look-up with a one-ticket booking for today).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    barcode: string;
                };
            };
        };
        responses: {
            /** @description Register a redemption (a scanned barcode) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemedRecord"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, BARCODE_INVALID, BOOKING_CANCELLED, TICKET_REDEEMED, DATE_MISMATCH */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "BARCODE_INVALID" | "BOOKING_CANCELLED" | "TICKET_REDEEMED" | "DATE_MISMATCH";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postRedeem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `barcode_unknown`: answers the barcode look-up 400 `{"error":"BARCODE_INVALID"}`. You see 400 `BARCODE_INVALID` for a barcode unknown to the marketplace that matches a registered prefix (by default the simulator answers such a look-up with a one-ticket booking for today).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    barcode: string;
                };
            };
        };
        responses: {
            /** @description Register a redemption (alias of /redeem_booking) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemedRecord"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, BARCODE_INVALID, BOOKING_CANCELLED, TICKET_REDEEMED, DATE_MISMATCH */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "BARCODE_INVALID" | "BOOKING_CANCELLED" | "TICKET_REDEEMED" | "DATE_MISMATCH";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    postAccountsRedeem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A repeat with the same key and body gets the first answer again; the same key with another body is 422.
                 * @example 5f0c3b9e-2d47-4c1a-9e85-7a2b6d3f1c04
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description Test mode only (a test token, `tmk_test_…`): makes the built-in simulated supplier (or the delivery of this step’s notifications) behave as named, deterministically, so that you see the answer the same failure gives live. With the live token, a scenario that does not apply here, or the header sent empty: 400 `INVALID_TEST_SCENARIO`. Not forwarded to a supplier’s `test_callback_url`, which answers as it does (`receiver_down`, our own delivery, still applies). docs/API.md, "Test mode".
                 *
                 *     - `supplier_down=N`: answers 503 for N seconds from the first call of this request, then answers normally (the same request repeated, same body and header, does not start the outage over). You see 503 `SUPPLIER_UNAVAILABLE` with `Retry-After` while it is down (a booking step goes on retrying); the same request repeated afterwards gets the result, and one booking only (on redeem_booking the failed look-up leaves the barcode unknown: 400 `BARCODE_INVALID`, as live).
                 *     - `supplier_error`: answers 200 with a body that is not what the contract says (where any 2xx is a yes, a cancellation or an extension: a redirect, which is never followed). You see 502 `SUPPLIER_ERROR` (on redeem_booking: 400 `BARCODE_INVALID`, as live).
                 *     - `slow=N`: answers the first attempt after N ms (past SUPPLIER_TIMEOUT_MS it times out); a retry, or the same request repeated, answers at once. You see the answer N ms late; past BOOKING_WAIT_MS a 503 `SUPPLIER_UNAVAILABLE` first, and the result on repeat (a barcode look-up past SUPPLIER_TIMEOUT_MS: 400 `BARCODE_INVALID`, as live).
                 *     - `barcode_unknown`: answers the barcode look-up 400 `{"error":"BARCODE_INVALID"}`. You see 400 `BARCODE_INVALID` for a barcode unknown to the marketplace that matches a registered prefix (by default the simulator answers such a look-up with a one-ticket booking for today).
                 */
                "Test-Scenario"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    barcode: string;
                };
            };
        };
        responses: {
            /** @description Register a redemption (alias of /redeem_booking) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemedRecord"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO, BARCODE_INVALID, BOOKING_CANCELLED, TICKET_REDEEMED, DATE_MISMATCH */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO" | "BARCODE_INVALID" | "BOOKING_CANCELLED" | "TICKET_REDEEMED" | "DATE_MISMATCH";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description REQUEST_IN_PROGRESS, BOOKING_BUSY */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_IN_PROGRESS" | "BOOKING_BUSY";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putBarcodePrefixesPrefix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example HBT */
                prefix: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Register a barcode prefix for look-ups */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prefix: string;
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PREFIX_TAKEN */
            409: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PREFIX_TAKEN";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteBarcodePrefixesPrefix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example HBT */
                prefix: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Remove a barcode prefix */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description LIVE_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "LIVE_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getBarcodePrefixes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s barcode prefixes */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getReportsReconciliation: {
        parameters: {
            query: {
                /** @example 2026-12-01 */
                from: string;
                /** @example 2026-12-31 */
                to: string;
                /** @example supplier */
                as?: "supplier" | "agent";
                /** @example json */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Registered redemptions between two dates (JSON, or CSV with format=csv) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        redeemed_at: string;
                        agent_reference: string;
                        /** @description The order the booking is an item of (POST /v1/order); null: sold on its own */
                        order_reference: string | null;
                        supplier_reference: string | null;
                        product: string;
                        product_name: string;
                        option: string | null;
                        /**
                         * Format: date
                         * @example 2026-12-01
                         */
                        date: string;
                        /** @enum {string} */
                        ticket_type: "adult" | "youth" | "child" | "infant" | "senior" | "student";
                        barcode: string;
                        currency: string;
                        /** @description In major units of the currency (e.g. euros) */
                        rrp: number;
                        /** @description In major units of the currency (e.g. euros) */
                        net: number;
                        /** @description In major units of the currency (e.g. euros) */
                        discount: number;
                        counterpart: string;
                        counterpart_name: string;
                    }[];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, INVALID_DATE, INVALID_DATE_RANGE, DATE_RANGE_TOO_LARGE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "INVALID_DATE" | "INVALID_DATE_RANGE" | "DATE_RANGE_TOO_LARGE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getReportsInvoice: {
        parameters: {
            query: {
                /** @example 2026-12 */
                month: string;
                /** @example supplier */
                as?: "supplier" | "agent";
                /** @example json */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A month’s registered redemptions per counterpart and product (JSON, or CSV) */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counterpart: string;
                        counterpart_name: string;
                        product: string;
                        product_name: string;
                        currency: string;
                        tickets: number;
                        /** @description In major units of the currency (e.g. euros) */
                        rrp: number;
                        /** @description In major units of the currency (e.g. euros) */
                        net: number;
                        /** @description In major units of the currency (e.g. euros) */
                        discount: number;
                        /** @description The references of the orders among these tickets’ bookings, comma-separated in order; empty: none was sold in an order */
                        orders: string;
                    }[];
                };
            };
            /** @description INVALID_REQUEST, INVALID_TEST_SCENARIO, INVALID_DATE */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_TEST_SCENARIO" | "INVALID_DATE";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteTestData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Delete the caller’s test data */
            200: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestDataWiped"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_JSON, INVALID_TEST_SCENARIO */
            400: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INVALID_REQUEST" | "INVALID_JSON" | "INVALID_TEST_SCENARIO";
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNAUTHORIZED";
                    };
                };
            };
            /** @description TEST_MODE_ONLY */
            403: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TEST_MODE_ONLY";
                    };
                };
            };
            /** @description REQUEST_TIMEOUT */
            408: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "REQUEST_TIMEOUT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "TOO_MANY_REQUESTS";
                    };
                };
            };
            /** @description HEADERS_TOO_LARGE */
            431: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "HEADERS_TOO_LARGE";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description The id our logs know this request by (also sent as X-Request-Id); quote it when asking about a request */
                    "Request-Id"?: string;
                    /** @description Which mode served the request: `test` when it was authenticated with a test token (`tmk_test_…`), else `live` */
                    "Marketplace-Mode"?: "live" | "test";
                    /** @description What is wrong, for a person: the field’s JSON path when one field is at fault, then the reason (`tickets.adult: expected an integer ≥ 0`). Printable ASCII, at most 300 characters; never another account’s data. For reading, not for parsing: branch on the body’s code. */
                    "Error-Detail"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: {
                /** @description `true`: not ready unless Temporal is `ok` as well */
                strict?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready: the checks say what is missing */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
        };
    };
}
