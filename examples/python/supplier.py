#!/usr/bin/env python3
"""A minimal supplier for the ticket marketplace: Python 3.10+, its standard library only, one file.

Written from docs/CONTRACT.md and docs/SUPPLIERS.md alone. It serves the supplier callbacks over
HTTPS (products, availability, reservations, bookings, updates, cancellations, barcode look-ups)
and a notification receiver that verifies every signature, and the conformance kit passes it.
It keeps its state in memory (a real supplier keeps it in a database, with each Idempotency-Key's
answer stored in the same transaction as the change it made).

    openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj /CN=localhost \\
      -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout key.pem -out cert.pem
    SUPPLIER_PASSWORD=a-long-secret WEBHOOK_SECRET=whsec_... \\
      python3 examples/python/supplier.py --cert cert.pem --key key.pem --port 9443

Secrets come from the environment, never the command line: SUPPLIER_USER (default "supplier"),
SUPPLIER_PASSWORD (required), WEBHOOK_SECRET (the account's whsec_..., to verify notifications;
without it notifications are taken unsigned).
"""

import argparse
import base64
import hashlib
import hmac
import json
import os
import secrets
import ssl
import sys
import threading
import time
from datetime import date, datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

TIME_ZONE = 'Europe/Amsterdam'
# The callback's shape of a product (docs/CONTRACT.md, "Product"): with time_zone, without currency.
# CANAL-CRUISE departs at fixed times, so it declares them (docs/SUPPLIERS.md, "Time slots").
PRODUCTS = {
    'CITY-WALK': {'name': 'City walk with a guide', 'supplier': None, 'country': 'NL', 'city': 'NLAMS',
                  'freesale': False, 'time_zone': TIME_ZONE, 'options': {}},
    'CANAL-CRUISE': {'name': 'Canal cruise', 'supplier': None, 'country': 'NL', 'city': 'NLAMS',
                     'freesale': False, 'time_zone': TIME_ZONE, 'options': {}, 'time_slots': ['11:00', '15:00']},
}
CAPACITY = 30  # seats a day (whole-day product) or a departure (time slots)
OPENING_HOURS = {'10:00': '17:00'}
TICKET_CONDITIONS = {'adult': 'Age 13 and over', 'child': 'Age 4 to 12'}
TICKET_TYPES = ['adult', 'youth', 'child', 'infant', 'senior', 'student']  # the order counts expand in
MAX_BODY = 100_000


class Refusal(Exception):
    """A refusal: 4xx with {"error": CODE} (docs/CONTRACT.md, "Errors")."""

    def __init__(self, code, status=400):
        super().__init__(code)
        self.code, self.status = code, status


def today():
    return datetime.now(ZoneInfo(TIME_ZONE)).date()


def now_hhmm():
    return datetime.now(ZoneInfo(TIME_ZONE)).strftime('%H:%M')


def new_code(prefix):
    return prefix + secrets.token_hex(5).upper()


class Store:
    """Holds, bookings and the idempotency ledger. One lock: a request is checked, performed and
    recorded with its answer before the next one starts, so one key is never performed twice."""

    def __init__(self):
        self.lock = threading.Lock()
        self.holds = {}      # code -> {product, date, time, seats, expires, status: held|released|used}
        self.bookings = {}   # our reference -> booking
        self.ledger = {}     # Idempotency-Key -> (fingerprint, status, body bytes)
        self.notifications = {}  # webhook-id -> event (taken once per id)

    def seats_taken(self, product, day, slot):
        now = datetime.now(timezone.utc)
        held = sum(h['seats'] for h in self.holds.values()
                   if (h['product'], h['date'], h['time']) == (product, day, slot) and h['status'] == 'held' and h['expires'] > now)
        booked = sum(len(b['tickets']) for b in self.bookings.values()
                     if (b['product'], b['date'], b['time']) == (product, day, slot) and not b['cancelled'])
        return held + booked


STORE = Store()


# --- Requests -------------------------------------------------------------------------------

def parse_date(value, field='date'):
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        raise Refusal('INVALID_REQUEST') from None


def counts_of(body):
    counts = {}
    for kind in TICKET_TYPES:
        n = body.get(kind, 0) or 0
        if not isinstance(n, int) or isinstance(n, bool) or n < 0 or n > 100:
            raise Refusal('INVALID_REQUEST')
        counts[kind] = n
    if sum(counts.values()) == 0:
        raise Refusal('INVALID_REQUEST')
    return counts


def check_sellable(product_code, day_text, slot, counts):
    """What can be sold: the product, the date (not past), the slot (one of its departures, not yet
    gone), the ticket types; NOT_AVAILABLE or PAST_CUTOFF_DATE otherwise."""
    product = PRODUCTS.get(product_code)
    if product is None:
        raise Refusal('NOT_AVAILABLE')
    day = parse_date(day_text)
    if day < today():
        raise Refusal('PAST_CUTOFF_DATE')
    slots = product.get('time_slots', [])
    if slots and slot not in slots or not slots and slot:
        raise Refusal('NOT_AVAILABLE')
    if slots and day == today() and slot <= now_hhmm():
        raise Refusal('PAST_CUTOFF_DATE')
    if any(n and kind not in TICKET_CONDITIONS for kind, n in counts.items()):
        raise Refusal('NOT_AVAILABLE')
    return day_text


def issue_tickets(counts, keep=()):
    """One ticket per ticket counted, in the order the counts expand; those kept keep their barcodes."""
    tickets = []
    for kind in TICKET_TYPES:
        kept = [t for t in keep if t['type'] == kind][:counts[kind]]
        tickets += kept + [{'type': kind, 'barcode': new_code('PYT')} for _ in range(counts[kind] - len(kept))]
    return tickets


def booking_answer(booking):
    return {'mobile': True, 'reference': booking['reference'], 'barcode': booking['barcode'],
            'tickets': [{'type': t['type'], 'barcode': t['barcode']} for t in booking['tickets']]}


# --- The callbacks --------------------------------------------------------------------------

def availability(query):
    product = PRODUCTS.get(query.get('product'))
    if product is None:
        raise Refusal('NOT_AVAILABLE')
    first, last = parse_date(query.get('from')), parse_date(query.get('to'))
    if last < first or (last - first).days > 366:
        raise Refusal('INVALID_REQUEST')
    code, answer, day = query['product'], {}, first
    while day <= last:  # every date of the range (docs/CONTRACT.md, "GET {callback_url}/availability")
        text = day.isoformat()
        if product.get('time_slots'):
            times = {}
            for slot in product['time_slots']:
                left = max(0, CAPACITY - STORE.seats_taken(code, text, slot))
                gone = day < today() or (day == today() and slot <= now_hhmm())
                times[slot] = {'open': not gone and left > 0, 'vacancies': left, 'tickets': TICKET_CONDITIONS, 'pickups': []}
            answer[text] = {'times': times}
        else:
            left = max(0, CAPACITY - STORE.seats_taken(code, text, None))
            answer[text] = {'hours': OPENING_HOURS,
                            'availability': {'open': day >= today() and left > 0, 'vacancies': left, 'tickets': TICKET_CONDITIONS},
                            'pickups': []}
        day += timedelta(days=1)
    return 200, answer


def reserve(body):
    counts = counts_of(body)
    slot = body.get('time') or None
    day = check_sellable(body.get('product'), body.get('date'), slot, counts)
    try:
        expires = datetime.fromisoformat(str(body.get('expires')).replace('Z', '+00:00'))
    except ValueError:
        raise Refusal('INVALID_REQUEST') from None
    seats = sum(counts.values())
    if CAPACITY - STORE.seats_taken(body['product'], day, slot) < seats:
        raise Refusal('SOLD_OUT')
    code = new_code('R-')
    STORE.holds[code] = {'product': body['product'], 'date': day, 'time': slot, 'seats': seats, 'expires': expires, 'status': 'held'}
    return 200, {'reservation': code}


def release(body):
    hold = STORE.holds.get(body.get('reservation'))
    if hold is None:
        raise Refusal('RESERVATION_INVALID')
    if hold['status'] == 'held':
        hold['status'] = 'released'
    return 200, {}


def use_hold(code, product, day, slot, seats):
    """The hold a confirmation or update names: this product, date and slot, these seats; it becomes the booking's."""
    hold = STORE.holds.get(code)
    if hold is None or hold['status'] != 'held' or (hold['product'], hold['date'], hold['time'], hold['seats']) != (product, day, slot, seats):
        raise Refusal('RESERVATION_INVALID')
    hold['status'] = 'used'


def confirm(body):
    counts = counts_of(body)
    slot = body.get('time') or None
    product = PRODUCTS.get(body.get('product'))
    if product is None:
        raise Refusal('NOT_AVAILABLE')
    if body.get('reservation') is None:
        if not product['freesale']:
            raise Refusal('RESERVATION_REQUIRED')
        check_sellable(body['product'], body.get('date'), slot, counts)
    else:
        use_hold(body['reservation'], body['product'], body.get('date'), slot, sum(counts.values()))
    booking = {'reference': new_code('PYB-'), 'agent': body.get('agent'), 'agent_reference': body.get('reference'),
               'product': body['product'], 'option': body.get('option'), 'pickup': body.get('pickup'),
               'date': body['date'], 'time': slot, 'customer': body.get('customer') or {}, 'notes': body.get('notes') or '',
               'barcode': new_code('PYK'), 'tickets': issue_tickets(counts), 'cancelled': False}
    STORE.bookings[booking['reference']] = booking
    return 200, booking_answer(booking)


def update(body):
    booking = STORE.bookings.get(body.get('booking'))
    if booking is None:
        raise Refusal('BOOKING_INVALID')
    if booking['cancelled']:
        raise Refusal('BOOKING_CANCELLED')
    counts = counts_of(body)
    slot = body.get('time') or body.get('time_slot') or None
    added = {k: max(0, counts[k] - sum(t['type'] == k for t in booking['tickets'])) for k in TICKET_TYPES}
    moved = (body.get('date'), slot, body.get('option')) != (booking['date'], booking['time'], booking['option'])
    if body.get('reservation') is not None:
        # It covers what the update adds: the whole new party when it moves, else the added tickets
        # (docs/SUPPLIERS.md, "What each callback receives"); the old day's seats free themselves
        # below, since seats are counted from the booking's own date and tickets.
        use_hold(body['reservation'], booking['product'], body.get('date'), slot, sum(counts.values()) if moved else sum(added.values()))
    booking.update({'date': body.get('date'), 'time': slot, 'option': body.get('option'), 'pickup': body.get('pickup'),
                    'customer': body.get('customer') or {}, 'notes': body.get('notes') or '',
                    'tickets': issue_tickets(counts, booking['tickets'])})
    return 200, booking_answer(booking)


def cancel(body):
    booking = STORE.bookings.get(body.get('booking'))
    if booking is None:
        raise Refusal('BOOKING_INVALID')
    booking['cancelled'] = True
    return 200, {}


def barcode_lookup(query):
    barcode = query.get('barcode')
    for booking in STORE.bookings.values():
        ticket = next((t for t in booking['tickets'] if t['barcode'] == barcode), None)
        if ticket is None and booking['barcode'] != barcode:
            continue
        if booking['cancelled']:
            break  # a cancelled booking is answered as an unknown barcode is (docs/CONTRACT.md)
        counts = {k: sum(t['type'] == k for t in booking['tickets']) for k in TICKET_TYPES}
        return 200, {'supplier_reference': booking['reference'], 'agent': booking['agent'], 'agent_reference': booking['agent_reference'],
                     'product': booking['product'], 'option': booking['option'], 'pickup': booking['pickup'],
                     'date': booking['date'], 'time': booking['time'], 'departure': booking['time'], **counts,
                     'cancelled': False, 'customer': booking['customer'], 'mobile': True, 'barcode': booking['barcode'],
                     'ticket': dict(ticket, redeemed=False) if ticket else None,
                     'tickets': [dict(t, redeemed=False) for t in booking['tickets']], 'notes': booking['notes']}
    raise Refusal('BARCODE_INVALID')


# --- Notifications (docs/SUPPLIERS.md, "Verifying a notification") --------------------------------

def signature_verifies(secret, headers, body, now=None):
    msg_id, stamp, signatures = headers.get('webhook-id'), headers.get('webhook-timestamp'), headers.get('webhook-signature')
    if not (msg_id and stamp and signatures) or not stamp.isdigit() or abs((now or time.time()) - int(stamp)) > 300:
        return False
    key = base64.b64decode(secret.removeprefix('whsec_'))
    expected = base64.b64encode(hmac.new(key, f'{msg_id}.{stamp}.'.encode() + body, hashlib.sha256).digest()).decode()
    return any(version == 'v1' and hmac.compare_digest(given, expected)
               for version, _, given in (entry.partition(',') for entry in signatures.split(' ')))


def notification(event, headers, raw):
    secret = os.environ.get('WEBHOOK_SECRET')
    if secret and not signature_verifies(secret, headers, raw):
        raise Refusal('INVALID_SIGNATURE', 401)
    msg_id = headers.get('webhook-id') or headers.get('idempotency-key')
    if msg_id not in STORE.notifications:
        STORE.notifications[msg_id] = event
        body = json.loads(raw or b'{}')
        about = body.get('agent_reference') or body.get('account') or body.get('product') or msg_id
        print(f'notification {event} ({headers.get("marketplace-mode", "?")}): {about}{", signature verified" if secret else ""}', flush=True)
    return 200, {}


POSTS = {'/reservation': reserve, '/reservation_cancellation': release, '/booking_confirmation': confirm,
         '/booking_update': update, '/booking_cancellation': cancel}
GETS = {'/products': lambda query: (200, PRODUCTS), '/availability': availability, '/barcode_lookup': barcode_lookup}


class Handler(BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'
    server_version = 'python-supplier-example'
    sys_version = ''

    def send_json(self, status, value):
        payload = json.dumps(value).encode()
        self.send_response(status)
        self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(payload)))
        if status == 401 and value.get('error') == 'UNAUTHORIZED':
            self.send_header('WWW-Authenticate', 'Basic realm="supplier"')
        self.end_headers()
        self.wfile.write(payload)

    def authorized(self):
        """HTTP Basic on every request, compared in constant time (docs/CONTRACT.md, Authentication 3)."""
        given = self.headers.get('Authorization', '')
        expected = 'Basic ' + base64.b64encode(f'{self.server.user}:{self.server.password}'.encode()).decode()
        return hmac.compare_digest(hashlib.sha256(given.encode()).digest(), hashlib.sha256(expected.encode()).digest())

    def do_GET(self):
        url = urlsplit(self.path)
        if not self.authorized():
            return self.send_json(401, {'error': 'UNAUTHORIZED'})
        handler = GETS.get(url.path)
        if handler is None:
            return self.send_json(404, {'error': 'NOT_FOUND'})
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        with STORE.lock:
            try:
                self.send_json(*handler(query))
            except Refusal as refusal:
                self.send_json(refusal.status, {'error': refusal.code})

    def do_POST(self):
        url = urlsplit(self.path)
        length = int(self.headers.get('Content-Length') or 0)
        if length > MAX_BODY:
            self.close_connection = True
            return self.send_json(413, {'error': 'BODY_TOO_LARGE'})
        raw = self.rfile.read(length)
        if not self.authorized():
            return self.send_json(401, {'error': 'UNAUTHORIZED'})
        headers = {k.lower(): v for k, v in self.headers.items()}
        with STORE.lock:
            if url.path.startswith('/notifications/'):
                try:
                    return self.send_json(*notification(url.path.removeprefix('/notifications/'), headers, raw))
                except Refusal as refusal:
                    return self.send_json(refusal.status, {'error': refusal.code})
            handler = POSTS.get(url.path)
            if handler is None:
                return self.send_json(404, {'error': 'NOT_FOUND'})
            self.keyed(handler, url.path, headers.get('idempotency-key'), raw)

    def keyed(self, handler, path, key, raw):
        """The idempotency ledger (docs/CONTRACT.md, Limits 5): a key is performed once, and a repeat
        gets exactly the first answer; the same key with another request is refused."""
        if not key:
            return self.send_json(400, {'error': 'IDEMPOTENCY_KEY_REQUIRED'})
        fingerprint = hashlib.sha256(path.encode() + b'\n' + raw).hexdigest()
        if key in STORE.ledger:
            first, status, value = STORE.ledger[key]
            return self.send_json(status, value) if first == fingerprint else self.send_json(422, {'error': 'IDEMPOTENCY_KEY_REUSED'})
        try:
            body = json.loads(raw)
            if not isinstance(body, dict):
                raise Refusal('INVALID_REQUEST')
            status, value = handler(body)
        except ValueError:
            status, value = 400, {'error': 'INVALID_JSON'}
        except Refusal as refusal:
            status, value = refusal.status, {'error': refusal.code}
        STORE.ledger[key] = (fingerprint, status, value)  # keep at least 7 days after the answer (docs/SUPPLIERS.md)
        self.send_json(status, value)

    def log_message(self, fmt, *args):
        if os.environ.get('SUPPLIER_LOG') == '1':
            super().log_message(fmt, *args)


def main():
    parser = argparse.ArgumentParser(description='A minimal marketplace supplier (standard library only).')
    parser.add_argument('--host', default='127.0.0.1')
    parser.add_argument('--port', type=int, default=9443, help='0: any free port')
    parser.add_argument('--cert', required=True, help='PEM certificate of this server')
    parser.add_argument('--key', required=True, help='PEM key of that certificate')
    args = parser.parse_args()
    password = os.environ.get('SUPPLIER_PASSWORD')
    if not password:
        sys.exit('SUPPLIER_PASSWORD is required (the password of your callback_url)')
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    server.user, server.password = os.environ.get('SUPPLIER_USER', 'supplier'), password
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.cert, args.key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    host, port = server.server_address[:2]
    print(f'callback_url      https://{server.user}:<SUPPLIER_PASSWORD>@{host}:{port}', flush=True)
    print(f'notification_url  https://{server.user}:<SUPPLIER_PASSWORD>@{host}:{port}/notifications', flush=True)
    print(f'listening on {port}', flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == '__main__':
    main()
