import type { Transaction } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  isBankAccountMissing,
  isListedUpcoming,
  isSuggestionOpen,
  LONGEST_SHIFT_DAYS,
  noticeReadId,
  NOTICES_LIST_LIMIT,
  newestFirst,
  staffCollections,
  staffNotice,
  staffNoticeRead,
  toNoticeView,
  unreadFirst,
  type getEmployeeTopAlerts,
  type getLatestUpdateNotice,
  type getStaffNews,
  type getUpdateNotice,
  type getUpdateNotices,
  type NoticeKind,
  type NoticeView,
  type putMarkStaffNewsAsRead,
  type putMarkUpdateNoticeAsRead,
  type StaffNotice,
} from '@vuoro/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { unsignedContractCount } from '../contracts/store';
import { unopenedCount } from '../messages/store';
import { personalInfoOf } from '../personal-data/store';
import { callerEmployeeId, employeeShifts, parseSuggestion, read, shiftsById, suggestions } from '../shift/store';

/**
 * The employee's update notices, staff news and top alerts (domain/src/staff/notices/README.md).
 * Notices are everyone's; the read state is the caller's own (`staffNoticeReads`, keyed by their
 * staff id from their account, never from the request), so one employee's read leaves the
 * notice unread for the others.
 */

export const notices = () => db().collection(staffCollections.notices);
export const noticeReads = () => db().collection(staffCollections.noticeReads);

export const parseNotice = (d: DocumentSnapshot): StaffNotice => staffNotice.parse({ id: d.id, ...d.data() });

/** The newest notices of `kind` (at most `limit`), newest first. */
export async function noticesOf(kind: NoticeKind, limit = NOTICES_LIST_LIMIT): Promise<StaffNotice[]> {
  const snap = await notices().where('kind', '==', kind).orderBy('publishedAt', 'desc').limit(limit).get();
  return snap.docs.map(parseNotice);
}

/** The employee's views of `list`: their reads read in one batch. */
async function viewsFor(employeeId: string, list: readonly StaffNotice[], tx?: Transaction): Promise<NoticeView[]> {
  if (list.length === 0) return [];
  const refs = list.map((n) => noticeReads().doc(noticeReadId(employeeId, n.id)));
  const snaps = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return list.map((n, i) => toNoticeView(n, snaps[i]!.exists ? staffNoticeRead.parse(snaps[i]!.data()) : null));
}

/** A notice of `kind` by id, read in `tx` when given; a missing one, or one of the other kind, answers 404. */
async function noticeOfKind(kind: NoticeKind, id: string, tx?: Transaction): Promise<StaffNotice> {
  const ref = notices().doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists || snap.get('kind') !== kind) throw new ApiFailure(404, 'noticeNotFound');
  return parseNotice(snap);
}

/**
 * Marks a notice of `kind` read for the employee, in one transaction: the notice checked, the
 * read written only when there is none (a second MarkAsRead keeps the first time). Answers the
 * notice as the employee now sees it.
 */
async function markRead(employeeId: string, kind: NoticeKind, id: string): Promise<NoticeView> {
  return db().runTransaction(async (tx) => {
    const notice = await noticeOfKind(kind, id, tx);
    const ref = noticeReads().doc(noticeReadId(employeeId, id));
    const existing = await tx.get(ref);
    if (existing.exists) return toNoticeView(notice, staffNoticeRead.parse(existing.data()));
    const readDoc = staffNoticeRead.parse({ employeeId, noticeId: id, kind, readAt: new Date() });
    tx.set(ref, readDoc);
    return toNoticeView(notice, readDoc);
  });
}

/** GET /v1/User/UpdateNotices: the update notices, unread first. */
export const updateNotices: Handler<typeof getUpdateNotices> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  return { notices: unreadFirst(await viewsFor(employeeId, await noticesOf('update'))) };
};

/** GET /v1/User/UpdateNotices/Latest: the newest update notice, read or not. */
export const latestUpdateNotice: Handler<typeof getLatestUpdateNotice> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const [view] = await viewsFor(employeeId, await noticesOf('update', 1));
  return { notice: view ?? null };
};

/** GET /v1/User/UpdateNotices/{id}. */
export const updateNotice: Handler<typeof getUpdateNotice> = async ({ params }, c) => {
  const employeeId = await callerEmployeeId(c);
  return (await viewsFor(employeeId, [await noticeOfKind('update', params.id)]))[0]!;
};

/** PUT /v1/User/UpdateNotices/{id}/MarkAsRead. */
export const markUpdateNoticeAsRead: Handler<typeof putMarkUpdateNoticeAsRead> = async ({ params }, c) =>
  markRead(await callerEmployeeId(c), 'update', params.id);

/** GET /v1/User/Staffnews: the news, newest first. */
export const staffNews: Handler<typeof getStaffNews> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  return { news: newestFirst(await viewsFor(employeeId, await noticesOf('news'))) };
};

/** PUT /v1/User/Staffnews/{id}/MarkAsRead (our extension). */
export const markStaffNewsAsRead: Handler<typeof putMarkStaffNewsAsRead> = async ({ params }, c) =>
  markRead(await callerEmployeeId(c), 'news', params.id);

/** How many notices of `kind` the employee has not read: all of that kind less their reads of it. */
async function unreadCount(employeeId: string, kind: NoticeKind): Promise<number> {
  const [all, reads] = await Promise.all([
    notices().where('kind', '==', kind).count().get(),
    noticeReads().where('employeeId', '==', employeeId).where('kind', '==', kind).count().get(),
  ]);
  return Math.max(0, all.data().count - reads.data().count);
}

/** How far ahead a time change is looked for: the upcoming list's year. */
const UPCOMING_DAYS = 366;

/**
 * GET /v1/Employee/GetTopAlerts: the caller's unopened messages and unread notices and news (count
 * queries), their upcoming shifts whose time change waits for them (as
 * UpcomingShifts?state=changesNeedConfirmation lists them), and their suggestions still open
 * (`isSuggestionOpen`, the rule SuggestedOrOpenShifts offers them by).
 */
export const employeeTopAlerts: Handler<typeof getEmployeeTopAlerts> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const now = new Date();
  const [unreadMessages, unreadNotices, unreadNews, upcoming, made, unsignedContracts, personalInfo] = await Promise.all([
    unopenedCount(employeeId),
    unreadCount(employeeId, 'update'),
    unreadCount(employeeId, 'news'),
    employeeShifts(employeeId, addAgencyDays(now, -LONGEST_SHIFT_DAYS), addAgencyDays(now, UPCOMING_DAYS)),
    read(
      suggestions().where('employeeId', '==', employeeId).where('state', '==', 'suggested').where('end', '>', now),
      parseSuggestion,
    ),
    unsignedContractCount(employeeId),
    personalInfoOf(employeeId),
  ]);
  const timeChangesWaiting = upcoming.filter((s) => isListedUpcoming(s, now) && s.timeChange === 'pendingConfirmation').length;
  const suggested = new Map((await shiftsById([...new Set(made.flatMap((s) => s.shiftIds))])).map((s) => [s.id, s]));
  const offersWaiting = made.filter((m) => isSuggestionOpen(m, suggested, now)).length;
  const bankAccountMissing = isBankAccountMissing(personalInfo);
  return { unreadMessages, unreadNotices, unreadNews, timeChangesWaiting, offersWaiting, unsignedContracts, bankAccountMissing };
};
