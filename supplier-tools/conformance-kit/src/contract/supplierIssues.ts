import type { z } from 'zod';

/**
 * A failed union's issues are its branches' own: those of the branch that got furthest (the
 * deepest path), under the union's path. Otherwise an invalid option of a products answer, whose
 * `options` may also be an empty list, would read "options: Invalid input".
 */
function unionBranchIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = (branch: z.core.$ZodIssue[]) => Math.max(0, ...branch.map((i) => i.path.length));
  const furthest = issue.errors.reduce((best, branch) => (depth(branch) > depth(best) ? branch : best));
  if (furthest.length === 0) return [issue];
  return furthest.flatMap((inner) => unionBranchIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

/**
 * What is wrong with a supplier's answer, each problem with its JSON path (`HARBOUR-TOUR.questions.1.type`)
 * and zod's reason: for the log (the agent is told only SUPPLIER_ERROR) and the conformance kit.
 */
export function supplierIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.flatMap(unionBranchIssues).map((issue) => ({ path: issue.path.map(String).join('.') || '(answer)', message: issue.message }));
}
