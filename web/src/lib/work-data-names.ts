import { useTranslation } from 'react-i18next';
import { localName, workTimeType, type LocallyNamed } from '@vuoro/domain';

/**
 * Work data in the user's language (issue 23 item 4). A profession title is named in Finnish with
 * its translations kept beside it (`localName`: the Finnish name where a translation is missing);
 * a worktime format is one of `WORK_TIME_TYPES`, worded by the `labels` namespace, and an older
 * free text (written before the formats were fixed) is shown as it was written.
 */
export function useWorkDataNames(): {
  titleName: (title: LocallyNamed) => string;
  worktimeName: (format: string | null | undefined) => string | null;
} {
  const { t, i18n } = useTranslation('labels');
  return {
    titleName: (title) => localName(title, i18n.language),
    worktimeName: (format) => {
      if (!format) return null;
      const known = workTimeType.safeParse(format);
      return known.success ? t(`labels:workTimeType.${known.data}`) : format;
    },
  };
}

/** Titles as a form's choices: by their name in the user's language, in that language's order. */
export function titleChoices<T extends LocallyNamed>(titles: readonly T[], language: string): (T & { label: string })[] {
  return titles
    .map((title) => ({ ...title, label: localName(title, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
