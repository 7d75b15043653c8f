import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type MyInfoView } from '@vuoro/domain';
import { errorText, issuesOf } from '@/lib/api-error';
import { staffAlertsChanged } from '@/lib/staff-alerts';
import { TextField } from '@/lib/ui/account-form';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { InfoLinks } from './info-links';
import type { InfoField, InfoSectionDef, InfoValues } from './sections';

export interface InfoSectionProps {
  section: InfoSectionDef;
  view: MyInfoView;
  /** The answer of a save: the whole view again. */
  onSaved: (view: MyInfoView) => void;
}

/**
 * One part of My details as its own form: checked with the server's schema before the call, then
 * saved by its PUT. 'Saved successfully', or the failure (field texts beside their inputs, else the
 * part's 'Failed to save …'); what was typed stays either way. A 'Credentials too old' answer is
 * handled by the API client (the re-authentication dialog, then the same call again); declined, the
 * part says 'User needs to reauthenticate'.
 */
export function InfoSection({ section, view, onSaved }: InfoSectionProps) {
  const { t } = useTranslation(['myInfo', 'validation', 'errors']);
  const headingId = useId();
  const [values, setValues] = useState<InfoValues>(() => section.values(view));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useEndpointAction(section.endpoint, {
    success: 'myInfo:saved',
    failure: (error) =>
      issuesOf(error).length > 0
        ? null
        : errorText(error, { byCode: { userNeedsReauth: 'errors:userNeedsReauth' }, fallback: section.failure }),
    onSuccess: (answer) => {
      onSaved(answer as MyInfoView);
      if (section.id === 'bank') staffAlertsChanged();
    },
    onFailure: (error) => setErrors(fieldErrors(issuesOf(error).map((i) => ({ path: i.path.split('.'), message: i.message })))),
  });

  const change = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
    save.reset();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = section.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    await save.run({ body: values } as never);
  }

  const readOnly = !view.editable;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t(`myInfo:${section.id}.title`)}
      </h2>
      <div className="mt-1">
        <InfoLinks section={section.id} view={view} />
      </div>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        {section.fields.map((field) => (
          <InfoInput
            key={field.name}
            field={field}
            value={values[field.name]!}
            error={errors[field.name]}
            readOnly={readOnly}
            onValue={(v) => change(field.name, v)}
          />
        ))}
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" busy={save.busy}>
              {t('myInfo:save')}
            </Button>
          </div>
        )}
        {save.notice && (
          <Notice tone={save.notice.tone} className="sm:col-span-2">
            {save.notice.text}
          </Notice>
        )}
      </form>
    </section>
  );
}

interface InfoInputProps {
  field: InfoField;
  value: string | boolean;
  error: string | undefined;
  readOnly: boolean;
  onValue: (value: string | boolean) => void;
}

function InfoInput({ field, value, error, readOnly, onValue }: InfoInputProps) {
  const { t } = useTranslation('myInfo');
  const id = useId();
  if (field.type === 'checkbox')
    return (
      <div className="flex items-center gap-3 sm:col-span-2">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={readOnly}
          onChange={(e) => onValue(e.target.checked)}
          className="h-5 w-5 rounded border-slate-400"
        />
        <label htmlFor={id} className="text-slate-800">
          {t(`myInfo:${field.label}`)}
        </label>
      </div>
    );
  return (
    <TextField
      label={t(`myInfo:${field.label}`)}
      hint={field.hint ? t(`myInfo:${field.hint}`) : undefined}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete}
      required={field.required}
      value={String(value)}
      onValue={onValue}
      error={error}
      readOnly={readOnly}
      spellCheck={false}
    />
  );
}
