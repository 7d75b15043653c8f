import { z } from 'zod';
import { titleView } from '../shifts/views';

/**
 * Whom the desk can write to (GET /v1/Desk/Messages/Audience) and how many a send would reach
 * (PUT /v1/Desk/Messages/Recipients, the send's body, counted by the send's own rule: ./README.md,
 * "Choosing whom").
 */

const ref = z.object({ id: z.string(), name: z.string() });

/** A place of work a group send can go to, with its customer (a hotel's kitchen and its bar read apart). */
export const audiencePlaceOfWork = ref.extend({ customer: ref });

/**
 * An employee the desk can write to: id, name, and the place of work of their latest shift that has
 * started in the place group's window (or of their next one), null when they have none.
 */
export const audienceEmployee = ref.extend({ placeOfWork: ref.nullable(), passive: z.boolean() });
export type AudienceEmployee = z.infer<typeof audienceEmployee>;

export const deskMessageAudienceResponse = z.object({
  placesOfWork: z.array(audiencePlaceOfWork),
  professionTitles: z.array(titleView),
  employees: z.array(audienceEmployee),
});
export type DeskMessageAudience = z.infer<typeof deskMessageAudienceResponse>;

/** How many employees the send would reach now (nothing is written). */
export const deskMessageRecipientsResponse = z.object({ recipients: z.number().int().min(0) });

/** A shift as the audience reads it: who works it, where, and when it starts. */
export interface AudienceShift {
  employeeId: string;
  placeOfWork: { id: string; name: string };
  start: Date;
}

/**
 * Each employee's place of work from `shifts`: the place of their latest shift that has started by
 * `now`, else of their earliest one ahead.
 */
export function placesOfEmployees(shifts: readonly AudienceShift[], now: Date): Map<string, { id: string; name: string }> {
  const best = new Map<string, AudienceShift>();
  const rank = (s: AudienceShift) => (s.start <= now ? now.getTime() - s.start.getTime() : s.start.getTime());
  for (const s of shifts) {
    const held = best.get(s.employeeId);
    const started = s.start <= now;
    const heldStarted = held ? held.start <= now : false;
    if (!held || (started && !heldStarted) || (started === heldStarted && rank(s) < rank(held))) best.set(s.employeeId, s);
  }
  return new Map([...best].map(([id, s]) => [id, s.placeOfWork]));
}
