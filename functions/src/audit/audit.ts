import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { auditRecord, talentJobAction } from '@vuoro/domain';
import { log } from '../lib/log';

export type DocData = Record<string, unknown>;

/** Who made a change, as Firestore's event says (`authType` 'app_user': a client signed in as `authId`). */
export interface EventCaller {
  authType?: string | undefined;
  authId?: string | undefined;
}

export interface AuditInput {
  /** Collection the entry goes to, e.g. `jobs/job-1/audit`. */
  auditPath: string;
  /** The trigger's event id: the entry's id, so a replayed event writes nothing twice. */
  eventId: string;
  before: DocData | null;
  after: DocData | null;
  /** The event's auth context (onDocumentWrittenWithAuthContext), for every write, deletes too. */
  caller?: EventCaller | undefined;
  /** The job a talent's status list belongs to (`talents/{id}/jobs/{jobId}`): named on the entry. */
  jobId?: string | undefined;
  /**
   * A talent's own record (`talents/{id}/{record}/{recordId}`, e.g. `workHistory`) whose write goes
   * on the talent's trail: the entry's field is the record kind, its action the record's create,
   * update or delete.
   */
  record?: string | undefined;
  /** Map fields listed one level down (`registration` → `registration.availability`). */
  nested?: readonly string[] | undefined;
  now?: Date;
}

/** Fields that say who wrote and why rather than what changed (`change`: a client's word, no longer trusted). */
const BOOKKEEPING = new Set(['updated', 'updatedBy', 'change']);

const asMap = (value: unknown): DocData | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as DocData) : null;

/**
 * Top-level fields whose value differs between the two versions (bookkeeping fields excluded);
 * a `nested` map field is named by its changed keys (`registration.availability`).
 */
export function changedFields(before: DocData | null, after: DocData | null, nested: readonly string[] = []): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((k) => !BOOKKEEPING.has(k))
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null))
    .flatMap((k) => (nested.includes(k) ? changedFields(asMap(before?.[k]), asMap(after?.[k])).map((sub) => `${k}.${sub}`) : [k]))
    .sort();
}

/** The name Auth holds for `uid` (display name, else email), the server's own record; '' when none. */
export async function displayName(uid: string): Promise<string> {
  try {
    const user = await getAuth().getUser(uid);
    return user.displayName?.trim() || user.email?.trim() || '';
  } catch {
    return '';
  }
}

/**
 * Who made the change. A client's write or delete: the uid Firestore's event names (the caller
 * as Firestore authenticated it, never a field the client wrote). A server's write (Admin SDK:
 * functions, the seed), which has no such caller: the `updatedBy` it wrote, else 'unknown'.
 * firestore.rules also require a client's `updatedBy` to be the caller, so the field agrees.
 */
export function authorOf(caller: EventCaller | undefined, after: DocData | null, before: DocData | null = null): string {
  if (caller?.authType === 'app_user' && caller.authId) return caller.authId;
  const written = after?.updatedBy;
  if (typeof written === 'string' && written) return written;
  // A fresh `updated` stamp {date, id, name} names its writer too (firestore.rules: id == caller,
  // date == the request's time); an older stamp carried along by another write names no one.
  const stamp = asMap(after?.updated);
  const fresh = stamp && JSON.stringify(stamp) !== JSON.stringify(before?.updated ?? null);
  return fresh && typeof stamp.id === 'string' && stamp.id ? stamp.id : 'unknown';
}

const statusesOf = (data: DocData | null): { status: string }[] | null =>
  data ? (Array.isArray(data.statuses) ? (data.statuses as { status: string }[]) : []) : null;

/**
 * The entry's action, derived from the change itself: create, update or delete; on a talent's
 * status list on a job what the list shows was done (present, hire, reject, clear, revert; see
 * `talentJobAction`).
 */
function actionOf(input: AuditInput): string {
  const { before, after } = input;
  if (input.jobId) return talentJobAction(statusesOf(before), statusesOf(after));
  if (!after) return 'delete';
  return before ? 'update' : 'create';
}

/**
 * Writes one audit entry (user id and name, action, changed fields, when) for a document
 * write. The entry's id is the event id and it is created with `create()`, so a replayed
 * event finds it there and changes nothing.
 */
export async function recordAudit(db: Firestore, input: AuditInput): Promise<'written' | 'replayed'> {
  const { before, after } = input;
  const userId = authorOf(input.caller, after, before);
  const entry = auditRecord.parse({
    date: input.now ?? new Date(),
    userId,
    userName: userId === 'unknown' ? '' : await displayName(userId),
    action: actionOf(input),
    fields: input.record ? [input.record] : changedFields(before, after, input.nested),
    ...(input.jobId ? { jobId: input.jobId } : {}),
  });
  try {
    await db.collection(input.auditPath).doc(input.eventId).create(entry);
    return 'written';
  } catch (error) {
    if ((error as { code?: number }).code === 6) return 'replayed'; // ALREADY_EXISTS
    log.error('audit write failed', { auditPath: input.auditPath, message: (error as Error).message });
    throw error;
  }
}
