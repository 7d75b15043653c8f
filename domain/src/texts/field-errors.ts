/**
 * The first message of each top-level field from zod issues, for a form to show beside its
 * inputs. Messages are the domain's i18n keys (`validation:<key>`); the form translates them.
 */
export function fieldErrors<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Every zod issue as `{path: 'a.b', message}`: the `issues` of a 400 answer and of a callable's invalid-argument. */
export function apiIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): { path: string; message: string }[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}
