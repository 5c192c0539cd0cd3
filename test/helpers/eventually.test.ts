import assert from 'node:assert/strict';
import { eventually } from './supplierBehaviour.ts';

/** A probe that fails its assertion `failures` times, then passes: what it saw each time, and how often it ran. */
function settlesAfter<T>(failures: number, value: T) {
  const seen: (T | null)[] = [];
  const probe = () => {
    const now = seen.length < failures ? null : value;
    seen.push(now);
    assert.notEqual(now, null, `still null after ${seen.length} looks`);
    return now as T;
  };
  return { probe, seen };
}

describe('eventually(): done only when the probe returns without throwing', function () {
  it('waits while the probe asserts that a value is still null, and returns the value once there', async function () {
    const delivered = new Date();
    const { probe, seen } = settlesAfter(2, delivered);
    const started = Date.now();
    assert.equal(await eventually(probe, 5_000, 'the delivery'), delivered);
    assert.deepEqual(seen, [null, null, delivered]);
    assert.ok(Date.now() - started >= 190, `polled every 100 ms: ${Date.now() - started} ms for three looks`);
  });

  it('treats an async probe that rejects as not yet, and returns what it resolves to', async function () {
    let looks = 0;
    const answer = await eventually(
      async () => {
        looks++;
        await Promise.resolve();
        assert.ok(looks >= 3, `look ${looks}`);
        return { status: 200, looks };
      },
      5_000,
      'an answer',
    );
    assert.deepEqual(answer, { status: 200, looks: 3 });
  });

  it('returns at once, calling the probe once, when it passes at once', async function () {
    let looks = 0;
    assert.equal(
      await eventually(() => {
        looks++;
        return 'ready';
      }),
      'ready',
    );
    assert.equal(looks, 1);
  });

  it('takes any value the probe returns without throwing as done, false, null, 0 and the empty string included', async function () {
    // Cast: such probes do not compile (see probesThatDoNotCompile below), but their values are the probe's answer.
    for (const value of [false, null, 0, '']) {
      let looks = 0;
      const probe = (() => {
        looks++;
        return value;
      }) as () => any;
      assert.equal(await eventually(probe, 300, `the value ${JSON.stringify(value)}`), value);
      assert.equal(looks, 1, `${JSON.stringify(value)}: one look, no waiting`);
    }
  });

  it('fails after the deadline, naming what it waited for and what the last look found still wrong', async function () {
    let looks = 0;
    const started = Date.now();
    await assert.rejects(
      eventually(
        () => {
          looks++;
          assert.equal(looks, 0, `look ${looks}: delivered_at still null`);
        },
        400,
        'the notification delivered',
      ),
      (err: Error) => {
        assert.match(err.message, /the notification delivered/);
        assert.match(err.message, new RegExp(`look ${looks}: delivered_at still null`));
        assert.ok(err.cause instanceof assert.AssertionError, 'the last assertion is the cause');
        return true;
      },
    );
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 400, `gave up after ${elapsed} ms, before the deadline`);
    assert.ok(looks >= 2, `looked again before giving up: ${looks} looks`);
  });
});

/**
 * Checked by `npx tsc --noEmit`, never run: a probe that answers "not yet" by returning false, null or
 * undefined (as probes did before) does not compile, so it cannot end the wait by accident.
 */
function probesThatDoNotCompile(rows: { deliveredAt: Date | null }[]) {
  // @ts-expect-error a predicate: assert it instead
  void eventually(() => rows.length > 0);
  // @ts-expect-error may be undefined: assert that it is there and return it narrowed
  void eventually(() => rows.find((row) => row.deliveredAt));
  // @ts-expect-error may be null: the wait would end before the delivery
  void eventually(async () => rows[0]?.deliveredAt ?? null, 10_000, 'delivered');
  // What compiles instead: the probe asserts, and returns what it waited for, or nothing.
  void eventually(() => assert.ok(rows.length > 0));
  void eventually(() => {
    const at = rows[0]?.deliveredAt;
    assert.ok(at, 'not delivered');
    return at;
  });
}
void probesThatDoNotCompile;
