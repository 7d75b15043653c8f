import type { CallableRequest } from 'firebase-functions/v2/https';
import { auditRecord, recordTalentExportBody, TALENT_EXPORT_ACTION } from '@vuoro/domain';
import { displayName } from '../audit/audit';
import { db } from '../lib/admin';
import { parseCallable } from '../lib/api/app';
import { guardCallable } from '../lib/api/guard';
import { log } from '../lib/log';

/**
 * recordTalentExport (issue 27 item 3): a recruiter (admin with a second factor, never a "Sign in
 * as" session) is about to download talents as CSV. Personal data leaves the system, so the
 * export goes on the recruiter's own trail, `users/{uid}/audit/{id}`: who, when, action
 * `exportTalents`, `fields: ['talents']` and how many (`count`). The web app builds the file only
 * after this answers; the entry is written by the server, so no client can skip or fake it.
 */
export async function recordTalentExport(request: CallableRequest<unknown>): Promise<{ id: string }> {
  const actor = guardCallable(request, 'recruiter');
  const { count } = parseCallable(recordTalentExportBody, request.data);
  const ref = db().collection('users').doc(actor.uid).collection('audit').doc();
  const entry = auditRecord.parse({
    date: new Date(),
    userId: actor.uid,
    userName: await displayName(actor.uid),
    action: TALENT_EXPORT_ACTION,
    fields: ['talents'],
  });
  await ref.create({ ...entry, count });
  log.info('talents exported', { actorUid: actor.uid, count });
  return { id: ref.id };
}
