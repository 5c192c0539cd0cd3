import { Counter, Histogram, type Registry } from 'prom-client';

type Metric = { name: string; help: string };

export type CountedAndTimedSpec<L extends string> = {
  /** The counter: every event, by all the labels. */
  total: Metric;
  /** The histogram of the events' seconds. */
  duration: Metric & { buckets: number[] };
  labelNames: readonly L[];
  /** Labels the counter has and the histogram not (an answer's status: a latency series per status is more than anyone reads). */
  countOnly?: readonly L[];
};

/**
 * A counter and a latency histogram of the same events on one registry: the pair a dashboard reads
 * rates, errors and percentiles from. Returns the one call that records an event in both.
 */
export function countedAndTimed<L extends string>(registry: Registry, spec: CountedAndTimedSpec<L>): (labels: Record<L, string>, seconds: number) => void {
  const timedLabels = spec.labelNames.filter((name) => !spec.countOnly?.includes(name));
  const total = new Counter({ ...spec.total, labelNames: spec.labelNames, registers: [registry] });
  const duration = new Histogram({ ...spec.duration, labelNames: timedLabels, registers: [registry] });
  return (labels, seconds) => {
    total.inc(labels);
    duration.observe(Object.fromEntries(timedLabels.map((name) => [name, labels[name]])) as Record<L, string>, seconds);
  };
}
