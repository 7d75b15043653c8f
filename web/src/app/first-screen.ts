import type { RouteId } from '@vuoro/domain';

/**
 * The translation namespaces the first screens people open from outside ask for in their first
 * render, besides `common` (their `useTranslation` calls): loaded beside the screen's chunk, so the
 * heading does not wait for the chunk to run and ask. A screen missing here only loads its texts
 * one step later.
 */
export const FIRST_SCREEN_NAMESPACES: Partial<Record<RouteId, readonly string[]>> = {
  login: ['auth', 'errors'],
  loginS: ['auth', 'errors'],
  loginL: ['auth', 'errors'],
  ukraine: ['auth', 'errors'],
  register: ['registration'],
};
