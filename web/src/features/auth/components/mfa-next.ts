/**
 * The `next` query value of the identity screens, kept only when it is a path on this site
 * (`/…`, not `//host`): a link cannot send a user who just signed in somewhere else.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}

export function nextFromLocation(search: string = window.location.search): string | null {
  return safeNext(new URLSearchParams(search).get('next'));
}
