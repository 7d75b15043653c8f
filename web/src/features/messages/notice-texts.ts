import { noticeBody, noticeTitle, type NoticeView } from '@vuoro/domain';

/**
 * A notice's title and body in `language`, each with `fi` as its language where the Finnish text
 * stands in for a missing translation (so a screen reader reads it as Finnish), undefined where
 * the text is in the user's language.
 */
export function noticeTexts(notice: Pick<NoticeView, 'title' | 'titles' | 'body' | 'bodies'>, language: string) {
  const base = language.split('-')[0] ?? language;
  const title = noticeTitle(notice, base);
  const body = noticeBody(notice, base);
  const finnish = (text: string, original: string) => (base !== 'fi' && text === original ? 'fi' : undefined);
  return { title, titleLang: finnish(title, notice.title), body, bodyLang: finnish(body, notice.body) };
}
