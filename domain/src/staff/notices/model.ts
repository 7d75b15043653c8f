import { z } from 'zod';
import { docId, firestoreDocId, optionalText, requiredText } from '../../entities/common';
import { TEXT_LIMITS } from '../../constants';
import { firestoreDate } from '../../firestore';
import { validationMessages as m } from '../../texts/messages';
import { localName, otherLanguageNames } from '../shifts/model';

/**
 * What the agency tells every employee: update notices and staff news (`staffNotices`), and who
 * has read which (`staffNoticeReads`, one document per employee and notice). Collections in
 * `staffCollections`, Admin SDK only; the why of each decision is in ./README.md.
 */

/** `update`: an update notice (`/v1/User/UpdateNotices`); `news`: a staff news item (`/v1/User/Staffnews`). */
export const NOTICE_KINDS = ['update', 'news'] as const;
export const noticeKind = z.enum(NOTICE_KINDS, { error: m.invalidValue });
export type NoticeKind = z.infer<typeof noticeKind>;

/** Who a notice is for. Only everyone so far; the field is there so a narrower audience is a new value, not a migration. */
export const NOTICE_AUDIENCES = ['allEmployees'] as const;
export const noticeAudience = z.enum(NOTICE_AUDIENCES, { error: m.invalidValue });

/**
 * The longest title and body the desk may write (a title is a heading, a body a few paragraphs).
 * A body in all five languages, even at three UTF-8 bytes a character, fits the Staff API's 64 KB
 * request limit: 5 × 4 000 × 3 = 60 000 bytes.
 */
export const NOTICE_TITLE_MAX = TEXT_LIMITS.short;
export const NOTICE_BODY_MAX = 4000;
/** How many notices of a kind a list answers, newest first (the agency publishes a few a month). */
export const NOTICES_LIST_LIMIT = 200;

/** A body's translations beside the Finnish one, as `otherLanguageNames` are a title's (same languages). */
export const otherLanguageBodies = z.object({
  en: optionalText(NOTICE_BODY_MAX),
  sv: optionalText(NOTICE_BODY_MAX),
  uk: optionalText(NOTICE_BODY_MAX),
  ru: optionalText(NOTICE_BODY_MAX),
});
export type OtherLanguageBodies = z.infer<typeof otherLanguageBodies>;

/** Who published a notice at the desk: their uid and the name (or email) the desk showed. */
export const noticePublisher = z.object({ uid: z.string().min(1), name: z.string().max(NOTICE_TITLE_MAX).nullable() });

/**
 * `staffNotices/{id}`: written by the agency in Finnish (`title`, `body`) with the translations
 * it chose to give (`titles`, `bodies`, by language; a missing one reads as the Finnish text).
 */
export const staffNotice = z.object({
  id: docId,
  kind: noticeKind,
  title: requiredText(NOTICE_TITLE_MAX),
  titles: otherLanguageNames.nullish(),
  body: requiredText(NOTICE_BODY_MAX),
  bodies: otherLanguageBodies.nullish(),
  publishedAt: firestoreDate,
  publishedBy: noticePublisher,
  audience: noticeAudience,
});
export type StaffNotice = z.infer<typeof staffNotice>;

/**
 * `staffNoticeReads/{employeeId}_{noticeId}`: the employee has read the notice. The kind is kept
 * so the unread counts of each kind are two count queries.
 */
export const staffNoticeRead = z.object({
  employeeId: docId,
  noticeId: docId,
  kind: noticeKind,
  readAt: firestoreDate,
});
export type StaffNoticeRead = z.infer<typeof staffNoticeRead>;

/** The id of an employee's read of a notice: one per pair, so reading twice writes the same document. */
export const noticeReadId = (employeeId: string, noticeId: string): string => `${employeeId}_${noticeId}`;

/** The texts of a notice as they go out: Finnish and every translation, so the screen picks the user's language. */
const noticeTexts = {
  title: z.string(),
  titles: otherLanguageNames.nullable(),
  body: z.string(),
  bodies: otherLanguageBodies.nullable(),
};

/** A notice or news item as the employee gets it: its texts, when, and whether they have read it. */
export const noticeView = z.object({
  id: z.string(),
  kind: noticeKind,
  ...noticeTexts,
  publishedAt: z.iso.datetime(),
  read: z.boolean(),
  readAt: z.iso.datetime().nullable(),
});
export type NoticeView = z.infer<typeof noticeView>;

/** The employee's view of a notice, with their read (if any). */
export function toNoticeView(notice: StaffNotice, read: Pick<StaffNoticeRead, 'readAt'> | null): NoticeView {
  return {
    id: notice.id,
    kind: notice.kind,
    title: notice.title,
    titles: notice.titles ?? null,
    body: notice.body,
    bodies: notice.bodies ?? null,
    publishedAt: notice.publishedAt.toISOString(),
    read: read !== null,
    readAt: read?.readAt.toISOString() ?? null,
  };
}

/** Unread first (what waits for the employee), then read; newest first within each. */
export function unreadFirst<T extends Pick<NoticeView, 'read' | 'publishedAt' | 'id'>>(notices: readonly T[]): T[] {
  return [...notices].sort(
    (a, b) => Number(a.read) - Number(b.read) || b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id),
  );
}

/** Newest first, read or not (the news feed). */
export function newestFirst<T extends Pick<NoticeView, 'publishedAt' | 'id'>>(notices: readonly T[]): T[] {
  return [...notices].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
}

/** A notice's title in `language`, Finnish where it has no translation (`localName`'s rule). */
export const noticeTitle = (n: Pick<NoticeView, 'title' | 'titles'>, language: string): string =>
  localName({ name: n.title, names: n.titles }, language);

/** A notice's body in `language`, Finnish where it has no translation. */
export const noticeBody = (n: Pick<NoticeView, 'body' | 'bodies'>, language: string): string =>
  localName({ name: n.body, names: n.bodies }, language);

// ---- Routes' shapes --------------------------------------------------------------------------

/** `{id}` of UpdateNotices/{id}, MarkAsRead and the news item's MarkAsRead. */
export const noticeIdParams = z.object({ id: firestoreDocId });

/** GET /v1/User/UpdateNotices: the update notices, unread first. */
export const updateNoticesResponse = z.object({ notices: z.array(noticeView) });
/** GET /v1/User/UpdateNotices/Latest: the newest update notice, read or not; null before the first. */
export const latestNoticeResponse = z.object({ notice: noticeView.nullable() });
/** GET /v1/User/Staffnews: the news, newest first. */
export const staffNewsResponse = z.object({ news: z.array(noticeView) });

/**
 * GET /v1/Employee/GetTopAlerts: what waits for the employee, as counts (the staff menu's badges
 * read these once). A missing bank account joins once it exists.
 */
export const employeeTopAlertsResponse = z.object({
  /** Their messages not opened yet (`staffMessages` with `openedAt` null), as the messages list's `unopened`. */
  unreadMessages: z.number().int().nonnegative(),
  unreadNotices: z.number().int().nonnegative(),
  unreadNews: z.number().int().nonnegative(),
  /** Their upcoming shifts whose new time waits for their answer (`timeChange: pendingConfirmation`). */
  timeChangesWaiting: z.number().int().nonnegative(),
  /** Suggestions to them still open: state suggested, not over, every shift of it still free. */
  offersWaiting: z.number().int().nonnegative(),
  /** Their employment contracts still unsigned (`staffEmploymentContracts`, state unsigned). */
  unsignedContracts: z.number().int().nonnegative(),
  /** No salary account stored, or one that fails the IBAN check (domain/src/staff/personal-info): the landing's notice. */
  bankAccountMissing: z.boolean(),
});
export type EmployeeTopAlerts = z.infer<typeof employeeTopAlertsResponse>;

// ---- The agency desk ---------------------------------------------------------------------------

/** PUT /v1/Desk/Notices/Publish: a notice or news item in Finnish, with the translations the agency gives. */
export const deskPublishNoticeBody = z
  .object({
    kind: noticeKind,
    title: requiredText(NOTICE_TITLE_MAX),
    titles: otherLanguageNames.strict().nullish(),
    body: requiredText(NOTICE_BODY_MAX),
    bodies: otherLanguageBodies.strict().nullish(),
  })
  .strict();
export type DeskPublishNoticeBody = z.infer<typeof deskPublishNoticeBody>;

/** GET /v1/Desk/Notices?kind: one kind or both. */
export const deskNoticesQuery = z.object({ kind: noticeKind.optional() }).strict();

/** A notice as the desk sees it: its texts, who published it, and how many employees have read it. */
export const deskNoticeView = z.object({
  id: z.string(),
  kind: noticeKind,
  ...noticeTexts,
  publishedAt: z.iso.datetime(),
  publishedBy: z.string().nullable(),
  readBy: z.number().int().nonnegative(),
});
export type DeskNoticeView = z.infer<typeof deskNoticeView>;

export function toDeskNoticeView(notice: StaffNotice, readBy: number): DeskNoticeView {
  const { read: _read, readAt: _readAt, ...view } = toNoticeView(notice, null);
  return { ...view, publishedBy: notice.publishedBy.name, readBy };
}

export const deskNoticeResponse = z.object({ notice: deskNoticeView });
export const deskNoticesResponse = z.object({ notices: z.array(deskNoticeView) });

/**
 * A desk change to notices in `staffDeskAudit`, beside the shift changes (`staffDeskAuditRecord`):
 * the same who, route and when, with the notice instead of a shift and its states.
 */
export const staffDeskNoticeAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  noticeId: docId,
  kind: noticeKind,
  note: z.string().max(TEXT_LIMITS.medium).nullable(),
  at: firestoreDate,
});
export type StaffDeskNoticeAuditRecord = z.infer<typeof staffDeskNoticeAuditRecord>;
