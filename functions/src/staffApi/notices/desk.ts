import type { Context } from 'hono';
import {
  endpointKey,
  NOTICES_LIST_LIMIT,
  staffCollections,
  staffDeskNoticeAuditRecord,
  staffNotice,
  toDeskNoticeView,
  type getDeskNotices,
  type putDeskPublishNotice,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { caller, type ApiEnv } from '../../lib/api/guard';
import { log } from '../../lib/log';
import { noticeReads, notices, noticesOf, parseNotice } from './employee';

/**
 * The desk's notices (our extension; an admin with a second factor, access `recruiter`):
 * publishing writes the notice and its `staffDeskAudit` record in one batch, so a notice is
 * never without its record.
 */

function publisher(c: Context<ApiEnv>) {
  const token = caller(c);
  const email = typeof token.email === 'string' ? token.email : null;
  const name = typeof token.name === 'string' && token.name.trim() ? token.name.trim() : email;
  return { uid: token.uid, email, name };
}

/** PUT /v1/Desk/Notices/Publish: to every employee, now. */
export const deskPublishNotice: Handler<typeof putDeskPublishNotice> = async ({ body }, c) => {
  const actor = publisher(c);
  const ref = notices().doc();
  const now = new Date();
  const { id, ...notice } = staffNotice.parse({
    id: ref.id,
    ...body,
    publishedAt: now,
    publishedBy: { uid: actor.uid, name: actor.name },
    audience: 'allEmployees',
  });
  const audit = staffDeskNoticeAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email,
    route: endpointKey(c.get('endpoint')),
    noticeId: id,
    kind: notice.kind,
    note: notice.title,
    at: now,
  });
  const batch = db().batch();
  batch.set(ref, notice);
  batch.set(db().collection(staffCollections.deskAudit).doc(), audit);
  await batch.commit();
  log.info('notice published', { noticeId: id, kind: notice.kind, by: actor.uid });
  return { notice: toDeskNoticeView({ id, ...notice }, 0) };
};

/** GET /v1/Desk/Notices?kind: newest first, each with how many employees have read it (a count query each). */
export const deskNotices: Handler<typeof getDeskNotices> = async ({ query }) => {
  const list = query.kind
    ? await noticesOf(query.kind)
    : (await notices().orderBy('publishedAt', 'desc').limit(NOTICES_LIST_LIMIT).get()).docs.map(parseNotice);
  const counts = await Promise.all(
    list.map(async (n) => (await noticeReads().where('noticeId', '==', n.id).count().get()).data().count),
  );
  return { notices: list.map((n, i) => toDeskNoticeView(n, counts[i]!)) };
};
