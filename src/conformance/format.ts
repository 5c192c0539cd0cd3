import type { CheckResult, Exchange, Report } from './types.ts';

const LABEL = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', skip: 'SKIP' } as const;
const BODY_LIMIT = 600;

function clip(text: string, limit = BODY_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

function exchangeLines(exchange: Exchange, full: boolean): string[] {
  const { request, answer } = exchange;
  const lines = [`> ${request.method} ${request.url}`];
  if (full) for (const [name, value] of Object.entries(request.headers)) lines.push(`> ${name}: ${value}`);
  if (request.body !== undefined) lines.push(`> ${clip(JSON.stringify(request.body), full ? BODY_LIMIT : 200)}`);
  if ('error' in answer) {
    lines.push(`< (no answer: ${answer.error}) after ${exchange.ms.toFixed(0)} ms`);
    return lines;
  }
  lines.push(`< ${answer.status} after ${exchange.ms.toFixed(0)} ms`);
  if (full) for (const [name, value] of Object.entries(answer.headers)) lines.push(`< ${name}: ${value}`);
  if (answer.text) lines.push(`< ${clip(answer.text, full ? BODY_LIMIT : 200)}`);
  return lines;
}

function checkLines(check: CheckResult): string[] {
  const full = check.status === 'fail' || check.status === 'warn';
  const lines = [`${LABEL[check.status]}  ${check.id} — ${check.title}`, `      clause: ${check.clause}`];
  for (const line of check.detail) lines.push(`      ${line}`);
  // A passing check shows its first exchange in short; a warning or failure shows every one in full.
  for (const exchange of full ? check.exchanges : check.exchanges.slice(0, 1)) for (const line of exchangeLines(exchange, full)) lines.push(`        ${line}`);
  return lines;
}

/** The report as a person reads it: every check with its clause, request and answer; credentials masked. */
export function formatReport(report: Report): string {
  const lines = [
    `Supplier conformance report for ${report.callbackUrl}${report.notificationUrl ? ` (notifications: ${report.notificationUrl})` : ''}`,
    `Tested with product ${report.product ?? '—'} on ${report.date ?? '—'}; ${report.startedAt} → ${report.finishedAt}`,
    ...(report.marketplace ? [`Pushes checked at ${report.marketplace.url} as ${report.marketplace.account}`] : []),
    '',
  ];
  for (const check of report.checks) lines.push(...checkLines(check), '');
  if (report.created.length) {
    // Said as it happened: the push is made only with --marketplace.
    lines.push(`Created on the supplier${report.pushes > 0 ? ' and pushed to the marketplace' : ''}, and what became of each:`);
    for (const line of report.created) lines.push(`  - ${line}`);
    lines.push('');
  }
  const { pass, warn, fail, skip } = report.summary;
  lines.push(`${pass} passed, ${warn} warned, ${fail} failed, ${skip} skipped: ${report.ok ? 'CONFORMS' : 'DOES NOT CONFORM'}`);
  return lines.join('\n');
}
