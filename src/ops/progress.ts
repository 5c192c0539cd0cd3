/**
 * A count and a rate on stderr while a long command runs (`redrive-bookings: 1200 (85/s)`), when
 * stderr is a terminal; nothing otherwise, so that a cron job's or a pipe's output stays the report
 * alone. Redrawn at most ten times a second, on one line that `done` clears.
 */
export type Progress = { tick(count: number): void; done(): void };

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress | undefined {
  if (!stream.isTTY) return undefined;
  const started = Date.now();
  let drawn = 0;
  let shown = false;
  return {
    tick(count) {
      const now = Date.now();
      if (now - drawn < 100) return;
      drawn = now;
      const seconds = (now - started) / 1000;
      stream.write(`\r${label}: ${count} (${seconds > 0 ? Math.round(count / seconds) : count}/s)\u001b[K`);
      shown = true;
    },
    done() {
      if (shown) stream.write('\r\u001b[K');
    },
  };
}
