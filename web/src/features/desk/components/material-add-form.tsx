import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDescription, materialTitle } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { addTrainingMaterial } from '../api/material-add';
import { useDeskFilesForm } from './desk-files-form';
import { cleanText, fileSendFailure, focusFirstInvalid, textError } from './desk-files-model';
import { DeskFilesSubmit } from './desk-files-submit';
import { FileChoice } from './file-choice';
import { TranslatedTextFields, type TranslatedTextValue } from './translated-text-fields';

interface MaterialValues {
  title: TranslatedTextValue;
  description: TranslatedTextValue;
  file: File | null;
}
const empty = (): MaterialValues => ({ title: { fi: '' }, description: { fi: '' }, file: null });

export interface MaterialAddFormProps {
  /** A material was added: the list loads again. */
  onAdded: () => void;
}

/**
 * Adds a training material for every employee: a title and a description, each in Finnish with
 * its translations, and an optional attachment (over 8 MB refused when chosen). Added clears the
 * form; a failure keeps everything.
 */
export function MaterialAddForm({ onAdded }: MaterialAddFormProps) {
  const { t } = useTranslation(['desk', 'validation', 'errors', 'labels']);
  const id = useId();
  const form = useDeskFilesForm(empty);
  const { title, description, file } = form.values;
  const add = useEndpointAction(addTrainingMaterial, {
    success: (result) => ({ key: 'desk:files.material.added', values: { title: result.material.title.fi } }),
    failure: fileSendFailure('desk:files.material.failed'),
    onSuccess: () => {
      form.clear();
      onAdded();
    },
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const refused = form.refuse({
      title: textError(t, materialTitle, title),
      description: textError(t, fileDescription, description),
    });
    if (refused) focusFirstInvalid(e.currentTarget);
    else void add.run({ title: cleanText(title), description: cleanText(description), file });
  };

  return (
    <form
      onSubmit={submit}
      onChange={() => add.notice && add.reset()}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('desk:files.material.title')}
      </h2>
      <TranslatedTextFields
        key={`title-${form.round}`}
        legend={t('desk:files.material.name')}
        value={title}
        error={form.errors.title}
        onChange={form.set('title')}
      />
      <TranslatedTextFields
        key={`description-${form.round}`}
        legend={t('desk:files.material.description')}
        value={description}
        multiline
        error={form.errors.description}
        onChange={form.set('description')}
      />
      <FileChoice
        key={`file-${form.round}`}
        id={`${id}-file`}
        label={t('desk:files.material.attachment')}
        onChange={form.set('file')}
      />
      <DeskFilesSubmit
        label={t('desk:files.material.submit')}
        busyLabel={t('desk:files.material.adding')}
        busy={add.busy}
        notice={add.notice}
      />
    </form>
  );
}
