import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDescription } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { shareFile } from '../api/file-share';
import { cleanText, fileSendFailure, focusFirstInvalid, textError } from './desk-files-model';
import { DeskConfirm } from './desk-confirm';
import { EmployeePicker, type PickedEmployee } from './employee-picker';
import { FileChoice } from './file-choice';
import { TranslatedTextFields, type TranslatedTextValue } from './translated-text-fields';

type Recipient = 'one' | 'everyone';
type ShareErrors = Partial<Record<'file' | 'employee' | 'description', string>>;

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
  const [recipient, setRecipient] = useState<Recipient>('one');
  const [employee, setEmployee] = useState<PickedEmployee | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState<TranslatedTextValue>({ fi: '' });
  const [errors, setErrors] = useState<ShareErrors>({});
  // A new key empties the file input after a share (a file input cannot be cleared from state).
  const [round, setRound] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'everyone'>();
  const share = useEndpointAction(shareFile, {
    success: (result) => ({ key: 'desk:files.share.shared', values: { name: result.file.fileName } }),
    failure: fileSendFailure('desk:files.share.failed'),
    onSuccess: () => {
      answered();
      setEmployee(null);
      setFile(null);
      setDescription({ fi: '' });
      setRound((r) => r + 1);
      onShared();
      requestAnimationFrame(() => doneRef.current?.focus());
    },
  });
  const edited = () => {
    if (share.notice) share.reset();
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: ShareErrors = {
      file: file ? undefined : t('desk:files.file.required'),
      employee: recipient === 'one' && !employee ? t('desk:files.share.chooseEmployee') : undefined,
      description: textError(t, fileDescription, description),
    };
    setErrors(found);
    if (found.file || found.employee || found.description) {
      focusFirstInvalid(e.currentTarget);
      return;
    }
    if (recipient === 'everyone') ask('everyone');
    else if (file && employee) void share.run({ file, to: { employeeId: employee.id }, description: cleanText(description) });
  };

  return (
    <form
      onSubmit={submit}
      onChange={edited}
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
                onChange={() => {
                  setRecipient(choice);
                  setErrors((x) => ({ ...x, employee: undefined }));
                }}
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
            edited();
            setEmployee(picked);
            setErrors((x) => ({ ...x, employee: undefined }));
          }}
          error={errors.employee}
        />
      )}
      <FileChoice
        key={`file-${round}`}
        id={`${id}-file`}
        label={t('desk:files.file.label')}
        required
        error={errors.file}
        onChange={(chosen) => {
          setFile(chosen);
          setErrors((x) => ({ ...x, file: undefined }));
        }}
      />
      <TranslatedTextFields
        key={`description-${round}`}
        legend={t('desk:files.share.description')}
        value={description}
        multiline
        error={errors.description}
        onChange={(value) => {
          setDescription(value);
          setErrors((x) => ({ ...x, description: undefined }));
        }}
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
        <div>
          <Button ref={askerRef('everyone')} type="submit" busy={share.busy}>
            {share.busy ? t('desk:files.share.sharing') : t('desk:files.share.submit')}
          </Button>
        </div>
      )}
      {share.notice && !asking && (
        <div ref={doneRef} tabIndex={-1} className="focus:outline-none">
          <Notice tone={share.notice.tone}>{share.notice.text}</Notice>
        </div>
      )}
    </form>
  );
}
