import { putDeskPublishNotice, type DeskPublishNoticeBody, type NoticeKind } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import type { TranslatedTextValue } from '../components/translated-text-fields';

export interface NoticeDraft {
  kind: NoticeKind;
  title: TranslatedTextValue;
  body: TranslatedTextValue;
}

const TRANSLATIONS = ['en', 'sv', 'uk', 'ru'] as const;

/** The translations given (trimmed, the empty ones left out: they read as the Finnish), or null when none. */
function translations(text: TranslatedTextValue) {
  const given = TRANSLATIONS.flatMap((l) => (text[l]?.trim() ? [[l, text[l].trim()] as const] : []));
  return given.length > 0 ? Object.fromEntries(given) : null;
}

/** What PUT /v1/Desk/Notices/Publish is sent for a draft. */
export const publishNoticeBody = (draft: NoticeDraft): DeskPublishNoticeBody => ({
  kind: draft.kind,
  title: draft.title.fi.trim(),
  titles: translations(draft.title),
  body: draft.body.fi.trim(),
  bodies: translations(draft.body),
});

/** Publishes an update notice or a news item to every employee; answers it as the desk sees it. */
export function publishNotice(draft: NoticeDraft) {
  return callEndpoint(putDeskPublishNotice, { body: publishNoticeBody(draft) });
}
