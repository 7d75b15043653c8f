import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDescription, materialTitle } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { addTrainingMaterial } from '../api/material-add';
import { cleanText, fileSendFailure, focusFirstInvalid, textError } from './desk-files-model';
import { FileChoice } from './file-choice';
import { TranslatedTextFields, type TranslatedTextValue } from './translated-text-fields';

type MaterialErrors = Partial<Record<'title' | 'description', string>>;

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
  const [title, setTitle] = useState<TranslatedTextValue>({ fi: '' });
  const [description, setDescription] = useState<TranslatedTextValue>({ fi: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<MaterialErrors>({});
  const [round, setRound] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);
  const add = useEndpointAction(addTrainingMaterial, {
    success: (result) => ({ key: 'desk:files.material.added', values: { title: result.material.title.fi } }),
    failure: fileSendFailure('desk:files.material.failed'),
    onSuccess: () => {
      setTitle({ fi: '' });
      setDescription({ fi: '' });
      setFile(null);
      setRound((r) => r + 1);
      onAdded();
      requestAnimationFrame(() => doneRef.current?.focus());
    },
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: MaterialErrors = {
      title: textError(t, materialTitle, title),
      description: textError(t, fileDescription, description),
    };
    setErrors(found);
    if (found.title || found.description) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    void add.run({ title: cleanText(title), description: cleanText(description), file });
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
        key={`title-${round}`}
        legend={t('desk:files.material.name')}
        value={title}
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          setErrors((x) => ({ ...x, title: undefined }));
        }}
      />
      <TranslatedTextFields
        key={`description-${round}`}
        legend={t('desk:files.material.description')}
        value={description}
        multiline
        error={errors.description}
        onChange={(value) => {
          setDescription(value);
          setErrors((x) => ({ ...x, description: undefined }));
        }}
      />
      <FileChoice key={`file-${round}`} id={`${id}-file`} label={t('desk:files.material.attachment')} onChange={setFile} />
      <div>
        <Button type="submit" busy={add.busy}>
          {add.busy ? t('desk:files.material.adding') : t('desk:files.material.submit')}
        </Button>
      </div>
      {add.notice && (
        <div ref={doneRef} tabIndex={-1} className="focus:outline-none">
          <Notice tone={add.notice.tone}>{add.notice.text}</Notice>
        </div>
      )}
    </form>
  );
}
