import { useMemo } from 'react';
import { doc, type DocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { registrationExtras, talent, type RegistrationExtras, type Talent } from '@vuoro/domain';
import { useLiveDoc, type Live } from '@/lib/reads';

export const readTalentInput = talent.shape.id;

const REQUIRED_TEXT = new Set(['id', 'firstName', 'lastName', 'email']);

/**
 * The talent schema for display: a field that does not fit (an old phone format, a stray type)
 * is logged and shown as absent rather than hiding the whole profile; the names and email keep
 * their stored text. Writes still go through the strict form rules.
 */
const lenientTalent = z.object(
  Object.fromEntries(
    Object.entries(talent.shape).map(([name, schema]) => [
      name,
      (schema as z.ZodType).catch((ctx: { value: unknown }) => {
        console.warn(`vuoro: talent field ${name} does not fit the schema; shown as absent`);
        if (REQUIRED_TEXT.has(name)) return typeof ctx.value === 'string' ? ctx.value : '';
        const fallback = talent.shape[name as keyof typeof talent.shape].safeParse(undefined);
        return fallback.success ? fallback.data : undefined;
      }),
    ]),
  ),
);

/** A talent as the detail shows it: the entity plus the registration's extra answers, if any. */
export type TalentDetail = Talent & { registration: RegistrationExtras | null };

/** Parses a stored talent for display (see `lenientTalent`); an unreadable `registration` is left out. */
export function parseTalent(raw: Record<string, unknown>): TalentDetail {
  const registration = raw.registration === undefined ? null : (registrationExtras.safeParse(raw.registration).data ?? null);
  return { ...(lenientTalent.parse(raw) as Talent), registration };
}

/**
 * `talents/{id}`, live: the talent; `null` when the server says no such talent exists (the
 * local cache's "absent" keeps it loading, not yet a reason to redirect).
 */
export function useTalent(id: string | null): Live<TalentDetail | null> {
  const db = useFirestore();
  const ref = useMemo(() => (id ? doc(db, 'talents', id) : null), [db, id]);
  return useLiveDoc(ref, (snap: DocumentSnapshot) => (snap.exists() ? parseTalent({ ...snap.data(), id: snap.id }) : null));
}
