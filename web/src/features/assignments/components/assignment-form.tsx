import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNMENT_PRIORITIES,
  CONTRACT_TYPES,
  SKILL_LANGUAGE_CHOICES,
  WORK_TIME_TYPES,
  type Assignment,
  type AssignmentPriority,
  type ContractType,
  type WorkTimeType,
} from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import type { Consultant } from '../api/list-consultants';
import {
  CONSULTANT_FIELDS,
  fromForm,
  toForm,
  type AssignmentFields,
  type AssignmentForm,
  type FormErrors,
  type TriState,
} from '../model';
import { CheckboxGroup, InputField, SelectField } from './fields';
import { Button } from '@/lib/ui/button';
import { useLanguageName } from '@/lib/use-language-name';

export interface AssignmentFormViewProps {
  /** `null`: a new, blank assignment. */
  job: Assignment | null;
  /**
   * A new assignment's form also takes its first job comment; a stored one's shared note has its
   * own editor (job-comment-editor.tsx), which never writes over another recruiter's newer text.
   */
  withJobComment: boolean;
  consultants: readonly Consultant[];
  readOnly: boolean;
  onSave: (fields: AssignmentFields, jobComment: { comment: string | null; status: string | null } | null) => Promise<void>;
}

/**
 * Every field of the assignment (spec section 3); for a new one also its first job comment (stored
 * in its own document). While the user has not typed anything, the form follows the live document; once
 * edited, what they typed stays until saved, also when a save fails.
 */
export function AssignmentFormView({ job, withJobComment, consultants, readOnly, onSave }: AssignmentFormViewProps) {
  const { t } = useTranslation(['assignments', 'common', 'labels', 'validation']);
  const languageName = useLanguageName();
  // What the user typed; `null` while untouched, so the form follows the live document.
  const [edits, setEdits] = useState<AssignmentForm | null>(null);
  const base = useMemo(() => toForm(job, null), [job]);
  const form = edits ?? base;
  const [errors, setErrors] = useState<FormErrors>({});
  const [invalid, setInvalid] = useState(false);
  // A failed save keeps what was typed (the edits stay); a saved one follows the live document again.
  const save = useEndpointAction(
    ({ fields, jobComment }: { fields: AssignmentFields; jobComment: Parameters<typeof onSave>[1] }) =>
      onSave(fields, jobComment),
    {
      success: 'assignments:savedSuccessfully',
      failure: () => 'assignments:failedToSave',
      onSuccess: () => setEdits(null),
    },
  );

  const set =
    <K extends keyof AssignmentForm>(key: K) =>
    (value: AssignmentForm[K]) => {
      setEdits((f) => ({ ...(f ?? base), [key]: value }));
      setInvalid(false);
      save.reset();
    };
  const text = (
    key: keyof AssignmentForm,
    options: { multiline?: boolean; required?: boolean; type?: 'number' | 'email' | 'tel' } = {},
  ) => (
    <InputField
      label={t(`assignments:field.${key}`)}
      value={form[key] as string}
      onValue={set(key) as (v: string) => void}
      error={errors[key]}
      {...options}
    />
  );
  const none = { value: '', label: t('assignments:notSet') };
  const tri = (key: 'signedContract' | 'contractStatus') => (
    <SelectField
      label={t(`assignments:field.${key}`)}
      value={form[key]}
      onValue={(v) => set(key)(v as TriState)}
      options={[none, { value: 'true', label: t('assignments:yes') }, { value: 'false', label: t('assignments:no') }]}
    />
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (readOnly || save.busy) return;
    const result = fromForm(form, job?.id ?? 'new');
    if (!result.ok) {
      setErrors(result.errors);
      save.reset();
      setInvalid(true);
      return;
    }
    setErrors({});
    setInvalid(false);
    await save.run({
      fields: result.fields,
      jobComment: withJobComment
        ? { comment: form.jobComment.trim() || null, status: form.jobCommentStatus.trim() || null }
        : null,
    });
  }

  const stamp = (s: Assignment['created']) =>
    s
      ? `${formatDate(s.date)} ${formatTime(s.date)}${s.id ? ` · ${consultants.find((c) => c.id === s.id)?.name ?? s.id}` : ''}`
      : '–';

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">{t('assignments:group.basics')}</legend>
          {text('company', { required: true })}
          {text('title', { required: true })}
          {text('jobHeading')}
          <SelectField
            label={t('assignments:field.priority')}
            value={form.priority}
            onValue={(v) => set('priority')(v as AssignmentPriority | '')}
            options={[none, ...ASSIGNMENT_PRIORITIES.map((p) => ({ value: p, label: t(`labels:assignmentPriority.${p}`) }))]}
          />
          {text('unit')}
          {text('location')}
          {text('openPositions', { type: 'number' })}
          {text('serviceType')}
          <div className="sm:col-span-2">{text('description', { multiline: true })}</div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">{t('assignments:group.work')}</legend>
          <SelectField
            label={t('assignments:field.workType')}
            value={form.workType}
            onValue={(v) => set('workType')(v as ContractType | '')}
            options={[none, ...CONTRACT_TYPES.map((c) => ({ value: c, label: t(`labels:contractType.${c}`) }))]}
          />
          <SelectField
            label={t('assignments:field.workingTime')}
            value={form.workingTime}
            onValue={(v) => set('workingTime')(v as WorkTimeType | '')}
            options={[none, ...WORK_TIME_TYPES.map((w) => ({ value: w, label: t(`labels:workTimeType.${w}`) }))]}
          />
          {text('dailyWorkTime')}
          {text('continuityOfWork')}
          {text('salary')}
          <CheckboxGroup
            className="sm:col-span-2"
            columns
            label={t('assignments:field.languages')}
            values={form.languages}
            onValues={set('languages')}
            error={errors.languages}
            empty=""
            options={[...new Set([...SKILL_LANGUAGE_CHOICES, ...form.languages])].map((code) => ({
              value: code,
              label: languageName(code),
            }))}
          />
          <div className="sm:col-span-2">{text('skillsRequired', { multiline: true })}</div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">{t('assignments:group.customer')}</legend>
          <div className="sm:col-span-2">{text('contacts', { multiline: true })}</div>
          {text('customerManagementContact')}
          {text('recruiterPhone', { type: 'tel' })}
          {text('recruiterEmail', { type: 'email' })}
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-bold text-slate-900">{t('assignments:group.consultants')}</legend>
          {CONSULTANT_FIELDS.map((key) => (
            <CheckboxGroup
              key={key}
              label={t(`assignments:field.${key}`)}
              values={form[key]}
              onValues={set(key)}
              error={errors[key]}
              empty={t('assignments:noConsultants')}
              options={[
                ...consultants.map((c) => ({ value: c.id, label: c.name })),
                // An id the consultants view no longer lists stays visible, so a save keeps it.
                ...form[key].filter((id) => !consultants.some((c) => c.id === id)).map((id) => ({ value: id, label: id })),
              ]}
            />
          ))}
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">{t('assignments:group.contract')}</legend>
          {tri('contractStatus')}
          {tri('signedContract')}
          <label className="inline-flex items-center gap-2 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4"
              checked={form.assignmentComplete}
              onChange={(e) => set('assignmentComplete')(e.target.checked)}
            />
            {t('assignments:field.assignmentComplete')}
          </label>
          <div className="sm:col-span-2">{text('otherConsiderations', { multiline: true })}</div>
        </fieldset>

        {withJobComment && (
          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-[1fr_12rem]">
            <legend className="mb-2 text-base font-bold text-slate-900">{t('assignments:jobNote.title')}</legend>
            <p className="text-sm text-slate-700 sm:col-span-2">{t('assignments:jobNote.hint')}</p>
            {text('jobComment', { multiline: true })}
            {text('jobCommentStatus')}
          </fieldset>
        )}
      </fieldset>

      {job && (
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('assignments:field.created')}</dt>
          <dd>{stamp(job.created)}</dd>
          <dt className="font-semibold">{t('assignments:field.updated')}</dt>
          <dd>{stamp(job.updated)}</dd>
        </dl>
      )}

      {save.notice?.tone === 'error' && <Notice tone="error">{save.notice.text}</Notice>}
      {invalid && <Notice tone="error">{t('assignments:fixErrors')}</Notice>}
      {save.notice?.tone === 'success' && <Notice tone="success">{save.notice.text}</Notice>}
      {!readOnly && (
        <Button type="submit" busy={save.busy}>
          {save.busy ? t('assignments:saving') : t('assignments:save')}
        </Button>
      )}
    </form>
  );
}
