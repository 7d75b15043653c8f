import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_OPTIONS, DRIVER_LICENCE_CLASSES, JOB_FIELDS, WORK_PERMIT_OPTIONS, type StoredAnswers } from '@vuoro/domain';
import { Check, CheckGroup } from '@/lib/ui/check-group';
import { FormField, type ControlProps } from '@/lib/ui/field';
import { JobsPicker } from '@/lib/ui/jobs-picker';
import { FormActions } from './form-actions';
import { formatDate, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import type { UpdateOwnAnswersInput } from '../api/update-own-answers';
import { answersValuesOf, ChangedMeanwhileError, checkAnswers, type AnswersField, type AnswersValues } from '../model';

/** A failed save keeps what was typed; a recruiter's change meanwhile says so (nothing was written). */
export const ownSaveFailure = (error: unknown) => {
  if (error instanceof ChangedMeanwhileError) return 'talent-self:answers.changedMeanwhile';
  console.warn('vuoro: saving an own answer failed', error);
  return 'account:saveFailed';
};

/** The stored answers in words, in the user's language (no codes on screen). */
export function OwnAnswersView({ answers }: { answers: StoredAnswers }) {
  const { t, i18n } = useTranslation(['talent-self', 'registration', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const list = (items: string[]) => items.join(', ');
  const licence = answers['registration.driverLicence'];
  const availability = answers['registration.availability'];
  const permit = answers.permit
    ? [
        t(`labels:workPermit.${answers.permit}`),
        answers.permitActive ? t('talent-self:answers.permitUntil', { date: formatDate(answers.permitActive) }) : '',
        answers.permitApplied ? t('talent-self:answers.permitAppliedOn', { date: formatDate(answers.permitApplied) }) : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const rows: [string, string][] = [
    [t('registration:field.jobsOfInterest'), list(answers.jobs.map((c) => t(`labels:jobCategory.${c}`)))],
    [t('registration:field.jobFields'), list(answers['registration.jobFields'].map((f) => t(`labels:jobField.${f}`)))],
    [
      t('registration:section.availability'),
      list([
        ...availability.options.map((o) => t(`labels:availability.${o}`)),
        ...(availability.weeklyHours === null
          ? []
          : [t('talent-self:answers.weeklyHoursDecimal', { duration: formatHours(availability.weeklyHours, language) })]),
      ]),
    ],
    [
      t('registration:section.licence'),
      list([
        ...licence.classes.map((c) =>
          c === 'other' && licence.otherClass ? licence.otherClass : t(`labels:driverLicence.${c}`),
        ),
        ...(licence.carInUse ? [t('talent-self:answers.carInUse')] : []),
      ]),
    ],
    [t('registration:field.permit'), permit],
  ];
  return (
    <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value || t('talent-self:notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface OwnAnswersFormProps {
  answers: StoredAnswers;
  onSave: (input: UpdateOwnAnswersInput) => Promise<void>;
  onDone: (saved: boolean) => void;
}

const FIELD_ORDER: AnswersField[] = ['jobsOfInterest', 'otherClass', 'weeklyHours', 'permit', 'permitExpiry', 'permitApplied'];

/**
 * The talent's jobs of interest, driving licence, availability and work permit, with the
 * registration form's rules and texts. A bad field shows its message and takes the focus; a
 * failed save (or a recruiter's change meanwhile) keeps everything chosen and typed.
 */
export function OwnAnswersForm({ answers, onSave, onDone }: OwnAnswersFormProps) {
  const { t } = useTranslation(['talent-self', 'registration', 'labels', 'validation', 'account']);
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-${field}`;
  const [base] = useState(answers);
  const [values, setValues] = useState<AnswersValues>(() => answersValuesOf(answers));
  const [errors, setErrors] = useState<Partial<Record<AnswersField, string>>>({});
  const save = useEndpointAction(onSave, { failure: ownSaveFailure, onSuccess: () => onDone(true) });
  const set = <K extends AnswersField>(key: K, value: AnswersValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkAnswers(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return;
    }
    setErrors({});
    await save.run({ base, next: checked.data });
  }
  const field = (name: AnswersField, label: string, control: (p: ControlProps) => ReactNode, required = false) => (
    <FormField
      id={idOf(name)}
      label={label}
      required={required}
      requiredText={t('talent-self:required')}
      error={errors[name] ? t(errors[name]) : undefined}
    >
      {control}
    </FormField>
  );
  const group = 'space-y-3 border-t border-slate-200 pt-4';

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`} className="space-y-4">
      <h3 id={`${prefix}-title`} className="font-bold text-slate-900">
        {t('talent-self:answers.editTitle')}
      </h3>
      <div className="space-y-3">
        <JobsPicker
          id={idOf('jobsOfInterest')}
          legend={t('registration:field.jobsOfInterest')}
          filterLabel={t('registration:field.jobFilter')}
          chosen={values.jobsOfInterest}
          onChange={(list) => set('jobsOfInterest', list)}
        />
        <CheckGroup
          legend={t('registration:field.jobFields')}
          options={JOB_FIELDS.map((f) => ({ value: f, label: t(`labels:jobField.${f}`) }))}
          chosen={values.jobFields}
          onChange={(list) => set('jobFields', list)}
        />
      </div>
      <div className={group}>
        <CheckGroup
          legend={t('registration:field.availability')}
          options={AVAILABILITY_OPTIONS.map((o) => ({ value: o, label: t(`labels:availability.${o}`) }))}
          chosen={values.availability}
          onChange={(list) => set('availability', list)}
        />
        {field('weeklyHours', t('registration:field.weeklyHours'), (p) => (
          <input {...p} inputMode="numeric" value={values.weeklyHours} onChange={(e) => set('weeklyHours', e.target.value)} />
        ))}
      </div>
      <div className={group}>
        <CheckGroup
          legend={t('registration:field.licenceClasses')}
          options={DRIVER_LICENCE_CLASSES.map((c) => ({ value: c, label: t(`labels:driverLicence.${c}`) }))}
          chosen={values.licenceClasses}
          onChange={(list) => set('licenceClasses', list)}
        />
        {values.licenceClasses.includes('other') &&
          field('otherClass', t('registration:field.otherClass'), (p) => (
            <input {...p} value={values.otherClass} onChange={(e) => set('otherClass', e.target.value)} />
          ))}
        <Check label={t('registration:field.carInUse')} checked={values.carInUse} onChange={(on) => set('carInUse', on)} />
      </div>
      <div className={group}>
        {field('permit', t('registration:field.permit'), (p) => (
          <select {...p} value={values.permit} onChange={(e) => set('permit', e.target.value as AnswersValues['permit'])}>
            <option value="">{t('registration:choose')}</option>
            {WORK_PERMIT_OPTIONS.map((o) => (
              <option key={o} value={o}>
                {t(`labels:workPermit.${o}`)}
              </option>
            ))}
          </select>
        ))}
        {values.permit === 'active' &&
          field(
            'permitExpiry',
            t('registration:field.permitExpiry'),
            (p) => <input {...p} type="date" value={values.permitExpiry} onChange={(e) => set('permitExpiry', e.target.value)} />,
            true,
          )}
        {values.permit === 'notActive' &&
          field(
            'permitApplied',
            t('registration:field.permitApplied'),
            (p) => (
              <input {...p} type="date" value={values.permitApplied} onChange={(e) => set('permitApplied', e.target.value)} />
            ),
            true,
          )}
      </div>
      <FormActions notice={save.notice} busy={save.busy} onCancel={() => onDone(false)} />
    </form>
  );
}
