import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDescription } from '@vuoro/domain';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { shareFile } from '../api/file-share';
import { DeskConfirm } from './desk-confirm';
import { useDeskFilesForm } from './desk-files-form';
import { cleanText, fileSendFailure, focusFirstInvalid, textError } from './desk-files-model';
import { DeskFilesSubmit } from './desk-files-submit';
import { EmployeePicker, type PickedEmployee } from './employee-picker';
import { FileChoice } from './file-choice';
import { TranslatedTextFields, type TranslatedTextValue } from './translated-text-fields';

interface ShareValues {
  recipient: 'one' | 'everyone';
  employee: PickedEmployee | null;
  file: File | null;
  description: TranslatedTextValue;
}
const empty = (): ShareValues => ({ recipient: 'one', employee: null, file: null, description: { fi: '' } });

export interface FileShareFormProps {
  /** A file was shared: the list loads again. */
  onShared: () => void;
}

/**
 * Shares a file with one employee (picked by name) or with every employee (asked once more),
 * with a description in Finnish and its translations. A file over 8 MB is refused when chosen;
 * the file is read in the browser only when sent. "Shared" clears the form; a failure keeps all.
 */
export function FileShareForm({ onShared }: FileShareFormProps) {
  const { t } = useTranslation(['desk', 'validation', 'errors', 'labels']);
  const id = useId();
  const form = useDeskFilesForm(empty);
  const { recipient, employee, file, description } = form.values;
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'everyone'>();
  const share = useEndpointAction(shareFile, {
    success: (result) => ({ key: 'desk:files.share.shared', values: { name: result.file.fileName } }),
    failure: fileSendFailure('desk:files.share.failed'),
    onSuccess: () => {
      answered();
      form.clear();
      onShared();
    },
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const refused = form.refuse({
      file: file ? undefined : t('desk:files.file.required'),
      employee: recipient === 'one' && !employee ? t('desk:files.share.chooseEmployee') : undefined,
      description: textError(t, fileDescription, description),
    });
    if (refused) focusFirstInvalid(e.currentTarget);
    else if (recipient === 'everyone') ask('everyone');
    else if (file && employee) void share.run({ file, to: { employeeId: employee.id }, description: cleanText(description) });
  };

  return (
    <form
      onSubmit={submit}
      onChange={() => share.notice && share.reset()}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('desk:files.share.title')}
      </h2>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('desk:files.share.to')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {(['one', 'everyone'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-recipient`}
                value={choice}
                checked={recipient === choice}
                disabled={asking !== null}
                onChange={() => form.set('recipient')(choice)}
                className="size-5"
              />
              {t(`desk:files.share.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {recipient === 'one' && (
        <EmployeePicker
          label={t('desk:files.share.employee')}
          value={employee}
          onChange={(picked) => {
            if (share.notice) share.reset();
            form.set('employee')(picked);
          }}
          error={form.errors.employee}
        />
      )}
      <FileChoice
        key={`file-${form.round}`}
        id={`${id}-file`}
        label={t('desk:files.file.label')}
        required
        error={form.errors.file}
        onChange={form.set('file')}
      />
      <TranslatedTextFields
        key={`description-${form.round}`}
        legend={t('desk:files.share.description')}
        value={description}
        multiline
        error={form.errors.description}
        onChange={form.set('description')}
      />
      {asking && file ? (
        <DeskConfirm
          question={t('desk:files.share.confirm', { name: file.name })}
          questionRef={questionRef}
          yes={t('desk:files.share.yes')}
          save={share}
          onConfirm={() => void share.run({ file, to: { everyone: true }, description: cleanText(description) })}
          onBack={stepBack}
        />
      ) : (
        <DeskFilesSubmit
          label={t('desk:files.share.submit')}
          busyLabel={t('desk:files.share.sharing')}
          busy={share.busy}
          notice={share.notice}
          buttonRef={askerRef('everyone')}
        />
      )}
    </form>
  );
}
