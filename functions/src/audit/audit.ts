import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { auditRecord, talentJobChange } from '@vuoro/domain';
import { log } from '../lib/log';

export type DocData = Record<string, unknown>;

export interface AuditInput {
  /** Collection the entry goes to, e.g. `jobs/job-1/audit`. */
  auditPath: string;
  /** The trigger's event id: the entry's id, so a replayed event writes nothing twice. */
  eventId: string;
  before: DocData | null;
  after: DocData | null;
  /** Who deleted (the event's auth id, where the platform gives it). */
  actorOnDelete?: string | undefined;
  /** The job a talent's status list belongs to (`talents/{id}/jobs/{jobId}`): named on the entry. */
  jobId?: string | undefined;
  now?: Date;
}

/** Fields that say who wrote and why rather than what changed. */
const BOOKKEEPING = new Set(['updated', 'updatedBy', 'change']);

/** Top-level fields whose value differs between the two versions (bookkeeping fields excluded). */
export function changedFields(before: DocData | null, after: DocData | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys]
    .filter((k) => !BOOKKEEPING.has(k))
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null))
    .sort();
}

async function displayName(uid: string): Promise<string> {
  try {
    return (await getAuth().getUser(uid)).displayName ?? '';
  } catch {
    return '';
  }
}

/**
 * The entry's action: create, update or delete; a talent's status list on a job names what the
 * recruiter did instead (`change`: present, hire, reject, revert, undo) when the write says so.
 */
function actionOf(before: DocData | null, after: DocData | null): string {
  if (!after) return 'delete';
  const change = talentJobChange.safeParse(after.change);
  if (change.success && JSON.stringify(before?.statuses ?? null) !== JSON.stringify(after.statuses ?? null)) return change.data;
  return before ? 'update' : 'create';
}

/**
 * Writes one audit entry (user id and name, action, changed fields, when) for a document
 * write. The entry's id is the event id and it is created with `create()`, so a replayed
 * event finds it there and changes nothing.
 */
export async function recordAudit(db: Firestore, input: AuditInput): Promise<'written' | 'replayed'> {
  const { before, after } = input;
  const action = actionOf(before, after);
  const userId = String((action === 'delete' ? input.actorOnDelete : after?.updatedBy) ?? 'unknown');
  const entry = auditRecord.parse({
    date: input.now ?? new Date(),
    userId,
    userName: userId === 'unknown' ? '' : await displayName(userId),
    action,
    fields: changedFields(before, after),
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
