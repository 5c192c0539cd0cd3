#!/usr/bin/env python3
"""An agent of the ticket marketplace, the whole flow: Python 3.10+, its standard library only.

Written from docs/API.md, docs/CONTRACT.md and docs/SUPPLIERS.md alone. It reads a supplier's
products (time zone, time slots) and availability, prices a sale, holds seats, confirms the
booking (in test mode through a simulated outage: a 503, then the same request repeated), reads it
back, pages its bookings, follows the availability feed, finds its request in the request log,
receives its notifications on an HTTPS receiver of its own and verifies each signature (and that a
tampered copy is refused), then cancels the booking. Every step is a check; the exit code is 0
when all pass.

    MARKETPLACE_URL=https://marketplace.example AGENT=sales@agency.example AGENT_TOKEN=tmk_test_... \\
    SUPPLIER=ops@harbour.example python3 examples/python/agent.py

Environment (secrets never on the command line):
  MARKETPLACE_URL     the marketplace, without /v1
  AGENT, AGENT_TOKEN  your account's identifier and token: a test token (tmk_test_...) runs the flow in
                      test mode, against the marketplace's simulated supplier; a live token, live
  SUPPLIER            the supplier whose products you sell (it granted you access); PRODUCT to choose one
  AGENT_LIVE_TOKEN    optional: your live token, to make a webhook secret and ask for outcome notifications
                      (settings both modes share, which only the live token changes)
  WEBHOOK_SECRET      optional: your account's current webhook secret (whsec_...), to verify notifications
  RECEIVER_CERT, RECEIVER_KEY  optional: a certificate the marketplace trusts, to receive notifications on
                      https://127.0.0.1:RECEIVER_PORT (RECEIVER_HOST to name another address)
  MARKETPLACE_CA      optional: a CA file to trust for an https:// MARKETPLACE_URL with a private certificate
"""

import base64
import hashlib
import hmac
import json
import os
import queue
import secrets
import ssl
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from datetime import date, datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

ENV = os.environ
API = ENV['MARKETPLACE_URL'].rstrip('/') + '/v1'
AUTH = 'Basic ' + base64.b64encode(f"{ENV['AGENT']}:{ENV['AGENT_TOKEN']}".encode()).decode()
SSL = ssl.create_default_context(cafile=ENV.get('MARKETPLACE_CA'))
passed, failed = [], []


def check(name, ok, detail=''):
    (passed if ok else failed).append(name)
    print(f"{'PASS' if ok else 'FAIL'}  {name}{': ' + str(detail) if detail else ''}", flush=True)
    return ok


class Answer:
    def __init__(self, status, headers, raw):
        self.status, self.headers, self.raw = status, headers, raw
        try:
            self.json = json.loads(raw) if raw else None
        except ValueError:
            self.json = None

    @property
    def error(self):
        return self.json.get('error') if isinstance(self.json, dict) else None


def send(method, path, body=None, headers=None, auth=AUTH):
    request = urllib.request.Request(API + path, method=method, data=None if body is None else json.dumps(body).encode())
    request.add_header('Authorization', auth)
    if body is not None:
        request.add_header('Content-Type', 'application/json')
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, context=SSL if API.startswith('https') else None, timeout=60) as response:
            return Answer(response.status, response.headers, response.read())
    except urllib.error.HTTPError as refused:
        return Answer(refused.code, refused.headers, refused.read())


def call(method, path, body=None, headers=None, deadline=90, auth=AUTH):
    """One request, repeated after every 503 as docs/API.md asks ("After a 503: repeat the same
    request"): after Retry-After, the same method, path, body and Idempotency-Key. The attempts
    are returned, the last one first."""
    headers = dict(headers or {})
    if method == 'POST':
        headers.setdefault('Idempotency-Key', str(uuid.uuid4()))
    attempts, give_up = [], time.monotonic() + deadline
    while True:
        answer = send(method, path, body, headers, auth)
        attempts.insert(0, answer)
        if answer.status != 503 or time.monotonic() > give_up:
            return attempts
        time.sleep(int(answer.headers.get('Retry-After') or 5))


def query(params):
    return urlencode({k: v for k, v in params.items() if v is not None})


# --- Notifications: an HTTPS receiver that verifies every signature (docs/SUPPLIERS.md, "Verifying a notification") ---

def signature_verifies(secret, headers, body, now=None):
    msg_id, stamp, signatures = headers.get('webhook-id'), headers.get('webhook-timestamp'), headers.get('webhook-signature')
    if not (msg_id and stamp and signatures) or not stamp.isdigit() or abs((now or time.time()) - int(stamp)) > 300:
        return False
    key = base64.b64decode(secret.removeprefix('whsec_'))  # the bytes after whsec_, not the text
    expected = base64.b64encode(hmac.new(key, f'{msg_id}.{stamp}.'.encode() + body, hashlib.sha256).digest()).decode()
    return any(version == 'v1' and hmac.compare_digest(given, expected)
               for version, _, given in (entry.partition(',') for entry in signatures.split(' ')))


class Receiver(BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get('Content-Length') or 0))
        headers = {k.lower(): v for k, v in self.headers.items()}
        server = self.server
        if not hmac.compare_digest(headers.get('authorization', ''), server.basic):
            status, answer = 401, {'error': 'UNAUTHORIZED'}
        elif server.secret and not signature_verifies(server.secret, headers, raw):
            status, answer = 401, {'error': 'INVALID_SIGNATURE'}
        else:
            status, answer = 200, {}
            if headers['webhook-id'] not in server.seen:  # once per id: a retry or redelivery repeats it
                server.seen.add(headers['webhook-id'])
                server.inbox.put((self.path.rsplit('/', 1)[-1], headers, raw))
        payload = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


def start_receiver(secret):
    if not (ENV.get('RECEIVER_CERT') and ENV.get('RECEIVER_KEY')):
        return None
    server = ThreadingHTTPServer((ENV.get('RECEIVER_HOST', '127.0.0.1'), int(ENV.get('RECEIVER_PORT', '0'))), Receiver)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(ENV['RECEIVER_CERT'], ENV['RECEIVER_KEY'])
    server.socket = context.wrap_socket(server.socket, server_side=True)
    password = secrets.token_urlsafe(16)
    server.basic = 'Basic ' + base64.b64encode(f'agent-inbox:{password}'.encode()).decode()
    server.secret, server.seen, server.inbox = secret, set(), queue.Queue()
    host, port = server.server_address[:2]
    server.url = f'https://agent-inbox:{password}@{host}:{port}/notifications'
    server.plain_url = f'https://{host}:{port}/notifications'
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def wait_for(receiver, event, seconds=60):
    """The next notification of `event`, as received (others are kept for later)."""
    kept, found, give_up = [], None, time.monotonic() + seconds
    while found is None and time.monotonic() < give_up:
        try:
            item = receiver.inbox.get(timeout=1)
        except queue.Empty:
            continue
        if item[0] == event:
            found = item
        else:
            kept.append(item)
    for item in kept:
        receiver.inbox.put(item)
    return found


# --- The flow ---------------------------------------------------------------------------------

def set_up_notifications(mode):
    """A webhook secret and outcome notifications (live token), then this mode's notification URL."""
    secret = ENV.get('WEBHOOK_SECRET')
    live = ENV.get('AGENT_LIVE_TOKEN')
    live_auth = 'Basic ' + base64.b64encode(f"{ENV['AGENT']}:{live}".encode()).decode() if live else None
    if live_auth and not secret:
        made = call('POST', '/account/webhook_secret', auth=live_auth)[0]
        check('webhook secret made', made.status == 200 and made.json['webhook_secret'].startswith('whsec_'), made.status)
        secret = made.json['webhook_secret'] if made.status == 200 else None
    if live_auth:
        told = call('PATCH', '/account', {'outcome_notifications': ['booking_confirmation']}, auth=live_auth)[0]
        check('outcome notifications asked for', told.status == 200, told.status)
    receiver = start_receiver(secret)
    if receiver:
        field = 'test_notification_url' if mode == 'test' else 'notification_url'
        patched = call('PATCH', '/account', {field: receiver.url})[0]
        check(f'{field} set to this receiver', patched.status == 200, patched.error or patched.status)
    return receiver, secret


def pick_sale(products):
    """A product sold with reservations (PRODUCT, else the first by code), and a date (and slot) with room for 2 adults, 3 to 16 days ahead where the product is."""
    code = ENV.get('PRODUCT') or min(c for c, p in products.items() if not p['freesale'])
    product = products[code]
    option = next(iter(product['options']), None)
    # An option's own time slots replace its product's (docs/API.md, "Products").
    slots = product['options'][option].get('time_slots', product.get('time_slots')) if option else product.get('time_slots')
    check('product facts shown', 'time_zone' in product, f"{code} in {product.get('time_zone')}, "
          f"{'time slots ' + ', '.join(slots) if slots else 'whole day'}")
    today = datetime.now(ZoneInfo(product['time_zone'])).date()
    first, last = today + timedelta(days=3), today + timedelta(days=16)
    days = call('GET', '/availability?' + query({'supplier': ENV['SUPPLIER'], 'product': code, 'option': option,
                                                  'from': first.isoformat(), 'to': last.isoformat()}))[0]
    check('availability of every day asked', days.status == 200 and len(days.json) == (last - first).days + 1, days.status)
    for day, entry in sorted(days.json.items()):
        # Each day in one of two forms: the whole day, or time slots (a sale then names one in `time`).
        choices = [(t, s) for t, s in entry['times'].items()] if 'times' in entry else [(None, entry['availability'])]
        for slot, seats in choices:
            if seats['open'] and 'adult' in seats['tickets'] and (seats['vacancies'] is None or seats['vacancies'] >= 2):
                return code, option, day, slot, seats['vacancies']
    raise SystemExit('no date with room for 2 adults')


def book(mode, code, option, day, slot):
    sale = {'product': code, 'option': option, 'date': day, 'time': slot, 'adult': 2}
    prices = call('GET', '/rates?' + query({'supplier': ENV['SUPPLIER'], 'product': code, 'option': option, 'date': day, 'time': slot}))[0]
    check('rates per ticket', prices.status == 200 and 'adult' in prices.json, prices.json)
    expires = (datetime.now(timezone.utc) + timedelta(minutes=15)).isoformat(timespec='seconds').replace('+00:00', 'Z')
    held = call('POST', '/reservation', {'supplier': ENV['SUPPLIER'], **sale, 'expires': expires})[0]
    check('seats held', held.status == 200 and held.json.get('reservation'), held.json)
    # Every amount names its currency; the hold is priced per ticket as GET /v1/rates said.
    adult = prices.json['adult']
    check('the hold priced as the rates say, in their currency', held.json.get('currency') == adult['currency']
          and held.json.get('rrp') == 2 * adult['rrp'] and held.json.get('net') == 2 * adult['net'],
          {key: held.json.get(key) for key in ('currency', 'rrp', 'net')})
    reference = 'PY-' + uuid.uuid4().hex[:10].upper()
    # In test mode the simulated supplier is made to be down for 6 s: the first answer is 503, and
    # the same request, repeated after Retry-After with the same Idempotency-Key, gets the booking.
    outage = {'Test-Scenario': 'supplier_down=6'} if mode == 'test' else {}
    attempts = call('POST', '/booking_confirmation', {'reservation': held.json['reservation'], 'reference': reference, **sale,
                                                        'customer': {'first_name': 'Ada', 'last_name': 'Lovelace'}, 'notes': 'Python example'},
                    headers=outage)
    confirmed = attempts[0]
    if mode == 'test':
        check('a 503 while the supplier is down, then the booking on repeat', len(attempts) >= 2 and attempts[-1].status == 503
              and attempts[-1].error == 'SUPPLIER_UNAVAILABLE' and confirmed.status == 200, [a.status for a in reversed(attempts)])
    check('booking confirmed: one barcode per ticket, the supplier\'s reference', confirmed.status == 200
          and len(confirmed.json['tickets']) == 2 and confirmed.json['reference'] != reference, confirmed.json)
    return reference, confirmed


def read_back(reference, confirmed):
    booking = call('GET', f'/bookings/{reference}')[0]
    check('the booking, found by our reference', booking.status == 200 and booking.json['status'] == 'confirmed'
          and booking.json['supplier_reference'] == confirmed.json['reference'], booking.json.get('status'))
    seen, offset, total = 0, 0, None
    while total is None or offset < total:
        page = call('GET', '/bookings?' + query({'as': 'agent', 'limit': 2, 'offset': offset}))[0]
        total = int(page.headers.get('X-Total-Count'))
        seen += len(page.json)
        offset += 2
        if not page.json:
            break
    check('bookings paged to the end', seen == total and total >= 1, f'{seen} of {total}')
    cursor, changes = None, 0
    while True:
        feed = call('GET', '/availability_changes?' + query({'since': cursor, 'limit': 100}))[0]
        if feed.status != 200:
            break
        changes += len(feed.json['changes'])
        cursor = feed.json['next']
        if not feed.json['has_more']:
            break
    check('availability feed read to its end', feed.status == 200, f'{changes} change(s), next since={cursor}')
    request_id = confirmed.headers.get('Request-Id')
    logged = call('GET', f'/requests/{request_id}')[0]
    check('the confirmation in the request log', logged.status == 200 and logged.json['path'] == '/v1/booking_confirmation', logged.json)


def notifications(receiver, secret, mode, reference):
    if not receiver:
        return check('notifications', True, 'skipped: no RECEIVER_CERT and RECEIVER_KEY')
    sent = call('POST', '/notifications/test')[0]
    check('test notification delivered to this receiver', sent.status == 200 and sent.json['status'] == 'delivered', sent.json)
    events = [('test', None)] + ([('booking_confirmation', reference)] if mode == 'test' and ENV.get('AGENT_LIVE_TOKEN') else [])
    got = None
    for event, expected in events:
        got = wait_for(receiver, event)
        ok = got is not None and (not secret or signature_verifies(secret, got[1], got[2]))
        body = json.loads(got[2]) if got else {}
        check(f'{event} notification received, signature verified, Marketplace-Mode {mode}',
              ok and got[1].get('marketplace-mode') == mode and (expected is None or body.get('agent_reference') == expected),
              got and got[1].get('webhook-id'))
    if secret and got:
        # A copy changed in transit: our receiver refuses it (401), as it must.
        event, headers, raw = got
        tampered = raw.replace(b'"', b"'", 1) if raw else b'{}'
        forged = urllib.request.Request(f'{receiver.plain_url}/{event}', data=tampered, method='POST')
        for name in ('webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type'):
            forged.add_header(name, headers[name])
        forged.add_header('Authorization', receiver.basic)
        # Our own receiver, on this machine: its certificate is not what this request tests.
        local = ssl.create_default_context()
        local.check_hostname, local.verify_mode = False, ssl.CERT_NONE
        try:
            status = urllib.request.urlopen(forged, context=local, timeout=10).status
        except urllib.error.HTTPError as refused:
            status = refused.code
        check('a tampered notification is refused', status == 401 and not signature_verifies(secret, headers, tampered), status)


def main():
    me = call('GET', '/account')[0]
    mode = me.headers.get('Marketplace-Mode')
    check('signed in', me.status == 200, f"{me.json and me.json.get('email')} in {mode} mode")
    receiver, secret = set_up_notifications(mode)
    products = call('GET', '/products?' + query({'supplier': ENV['SUPPLIER']}))[0]
    check('products listed', products.status == 200 and products.json, products.status)
    code, option, day, slot, left = pick_sale(products.json)
    print(f'      selling {code}{" option " + option if option else ""} on {day}{" at " + slot if slot else ""} ({left} left)', flush=True)
    reference, confirmed = book(mode, code, option, day, slot)
    read_back(reference, confirmed)
    notifications(receiver, secret, mode, reference)
    if mode == 'test':
        refused = call('POST', '/reservation', {'supplier': ENV['SUPPLIER'], 'product': code, 'option': option, 'date': day, 'time': slot, 'adult': 1,
                                                 'expires': (datetime.now(timezone.utc) + timedelta(minutes=5)).isoformat()},
                       headers={'Test-Scenario': 'sold_out'})[0]
        check('SOLD_OUT on demand (Test-Scenario: sold_out)', refused.status == 400 and refused.error == 'SOLD_OUT', refused.json)
    cancelled = call('POST', '/booking_cancellation', {'booking': reference})[0]
    check('booking cancelled', cancelled.status == 200 and cancelled.json == {}, cancelled.json)
    print(f'{len(passed)} passed, {len(failed)} failed', flush=True)
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
