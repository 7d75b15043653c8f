import { safeNext } from './after-sign-in';

/** The `next` query value of the multi-factor screens, only when it is a safe path of this site. */
export function nextFromLocation(search: string = window.location.search): string | null {
  return safeNext(new URLSearchParams(search).get('next'));
}
