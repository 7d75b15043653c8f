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

/**
 * The screens whose last picture is kept for the person's next visit (lib/last-screen.ts): the
 * first screen of each signed-in side, which people open most and which otherwise waits for the
 * app, the session and its data before it shows anything. Each marks its first load of data with
 * `data-screen-loading`, so its picture gives way only to the screen with fresh data.
 */
export const REMEMBERED_SCREENS: ReadonlySet<RouteId> = new Set<RouteId>(['shiftsUpcoming', 'customerShifts', 'talents']);
