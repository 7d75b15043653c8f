import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  AVAILABILITY_OPTIONS,
  DRIVER_LICENCE_CLASSES,
  JOB_CATEGORIES,
  JOB_FIELDS,
  LANGUAGE_LEVELS,
  routes,
  SKILL_LANGUAGE_CHOICES,
  WORK_PERMIT_OPTIONS,
  type TalentRegistrationForm,
} from '@vuoro/domain';
import { buttonClass, Notice, PasswordChecklist } from '@/lib/ui/account-form';
import { controlClass, FormField } from '@/lib/ui/form-field';
import type { RegistrationFiles, RegistrationResult } from '../api/register-talent';
import {
  emptyEducation,
  emptyLanguage,
  emptyReference,
  emptyRegistration,
  emptyWork,
  fileErrors,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationValues,
} from '../model';

export interface RegistrationFormProps {
  /** Runs (or resumes) the registration; the form keeps every value whatever the outcome. */
  onRegister: (form: TalentRegistrationForm, files: RegistrationFiles, honeypot: string) => Promise<RegistrationResult>;
  onRegistered: (uid: string) => void;
}

type Outcome = { kind: 'emailInUse' } | { kind: 'failed'; step: 'account' | 'profile' | 'files' | null; message: string } | null;

const checkbox = 'size-5 shrink-0 accent-brand-700';
const choiceLabel = 'flex items-start gap-2 py-1 text-base text-slate-900';

/**
 * The public talent registration (spec section 3, "Registration form labels"), one page in
 * sections so it works at 360 px and by keyboard: every block, repeating rows added and removed
 * with buttons that say which row they act on. Checked in the browser with the domain schema;
 * each error shows next to its field in the user's language and the first one gets the focus.
 * A failed step (account, profile, files) keeps everything typed and "Try again" resumes from
 * it; an email that already has an account says 'It seems that you have multiple accounts!'.
 */
export function RegistrationForm({ onRegister, onRegistered }: RegistrationFormProps) {
  const { t, i18n } = useTranslation(['registration', 'labels', 'validation', 'errors', 'account']);
  const prefix = useId();
  const idOf = (path: string) => `${prefix}-${path.replace(/\./g, '-')}`;
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const [jobFilter, setJobFilter] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const languageName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [i18n.language]);

  const clear = (...paths: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !paths.some((p) => k === p || k.startsWith(`${p}.`)))));
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K], ...alsoClear: string[]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clear(key, ...alsoClear);
  };
  type RowKey = 'languages' | 'educations' | 'workHistory' | 'references';
  const setRow = <K extends RowKey>(key: K, index: number, change: Partial<RegistrationValues[K][number]>) => {
    setValues((v) => ({ ...v, [key]: v[key].map((row, i) => (i === index ? { ...row, ...change } : row)) }));
    clear(
      ...Object.keys(change).map((field) => `${key}.${index}.${field}`),
      ...(key === 'references' ? [`${key}.${index}.email`] : []),
    );
  };
  const addRow = <K extends RowKey>(key: K, row: RegistrationValues[K][number]) => {
    setValues((v) => ({ ...v, [key]: [...v[key], row] }));
    requestAnimationFrame(() => {
      const rows = formRef.current?.querySelectorAll<HTMLElement>(`[data-row="${key}"]`);
      rows?.[rows.length - 1]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    });
  };
  const removeRow = (key: RowKey, index: number) => {
    setValues((v) => ({ ...v, [key]: v[key].filter((_, i) => i !== index) }));
    // Row errors are by index: after a removal they would point at the wrong rows.
    clear(key);
    // The removed row's button is gone: the focus goes to the block's add button, not the page top.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-add="${key}"]`)?.focus());
  };
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list, item] : list.filter((x) => x !== item);

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending) return;
    setOutcome(null);
    const checked = validateRegistration(values, i18n.language);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    setSending(true);
    let result: RegistrationResult | { status: 'failed'; step: null; message: string; field?: undefined };
    try {
      result = await onRegister(checked.form, { cv: values.cv, photo: values.photo }, values.website);
    } catch (error) {
      // The registration code could not load (offline, a new release): nothing was sent.
      console.warn('vuoro: registration could not start', error instanceof Error ? error.name : 'unknown');
      result = { status: 'failed', step: null, message: 'errors:network' };
    }
    setSending(false);
    if (result.status === 'done') {
      onRegistered(result.uid);
      return;
    }
    if (result.status === 'failed' && result.field) {
      setErrors({ [result.field]: result.message });
    }
    setOutcome(
      result.status === 'emailInUse' ? { kind: 'emailInUse' } : { kind: 'failed', step: result.step, message: result.message },
    );
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const requiredText = t('registration:required');

  const text = (
    path: string,
    label: string,
    value: string,
    onValue: (v: string) => void,
    options: {
      required?: boolean;
      hint?: string;
      type?: string;
      autoComplete?: string;
      multiline?: boolean;
      inputMode?: 'numeric' | 'tel' | 'email';
    } = {},
  ) => (
    <FormField
      id={idOf(path)}
      label={label}
      hint={options.hint}
      required={options.required ?? false}
      requiredText={requiredText}
      error={errorOf(path)}
    >
      {(props) =>
        options.multiline ? (
          <textarea {...props} rows={4} value={value} onChange={(e) => onValue(e.target.value)} />
        ) : (
          <input
            {...props}
            type={options.type ?? 'text'}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
            {...(options.inputMode ? { inputMode: options.inputMode } : {})}
          />
        )
      }
    </FormField>
  );

  const errorCount = Object.keys(errors).length;
  const filteredJobs = JOB_CATEGORIES.map((code) => ({ code, name: t(`labels:jobCategory.${code}`) }))
    .filter(
      (j) => j.name.toLocaleLowerCase().includes(jobFilter.trim().toLocaleLowerCase()) || values.jobsOfInterest.includes(j.code),
    )
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const languageChoices = [...new Set([...SKILL_LANGUAGE_CHOICES, ...values.languages.map((l) => l.language).filter(Boolean)])];

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-8" aria-describedby={`${prefix}-required`}>
      <p id={`${prefix}-required`} className="text-sm text-slate-700">
        {t('registration:requiredNote')}
      </p>

      <Section title={t('registration:section.about')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', t('registration:field.firstName'), values.firstName, (v) => set('firstName', v), {
            required: true,
            autoComplete: 'given-name',
          })}
          {text('lastName', t('registration:field.lastName'), values.lastName, (v) => set('lastName', v), {
            required: true,
            autoComplete: 'family-name',
          })}
        </div>
        {text('email', t('registration:field.email'), values.email, (v) => set('email', v), {
          required: true,
          type: 'email',
          autoComplete: 'email',
        })}
        {text('phone', t('registration:field.phone'), values.phone, (v) => set('phone', v), {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          hint: t('registration:hint.phone'),
        })}
        {text(
          'currentLocation',
          t('registration:field.currentLocation'),
          values.currentLocation,
          (v) => set('currentLocation', v),
          {
            autoComplete: 'address-level2',
            hint: t('registration:hint.currentLocation'),
          },
        )}
        <Check
          label={t('registration:field.readyToMove')}
          checked={values.readyToMove}
          onChange={(on) => set('readyToMove', on)}
        />
      </Section>

      <Section title={t('registration:section.jobs')} hint={t('registration:hint.jobsOfInterest')}>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t('registration:field.jobsOfInterest')}</legend>
          <label htmlFor={idOf('jobFilter')} className="mt-2 block text-sm text-slate-700">
            {t('registration:field.jobFilter')}
          </label>
          <input
            id={idOf('jobFilter')}
            type="search"
            className={controlClass}
            value={jobFilter}
            onChange={(e) => setJobFilter(e.target.value)}
          />
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {t('registration:jobsChosen', { count: values.jobsOfInterest.length })}
          </p>
          <div className="mt-2 grid max-h-72 gap-x-4 overflow-y-auto rounded-lg border border-slate-300 p-2 sm:grid-cols-2">
            {filteredJobs.map((job) => (
              <label key={job.code} className={choiceLabel}>
                <input
                  type="checkbox"
                  className={`${checkbox} mt-0.5`}
                  checked={values.jobsOfInterest.includes(job.code)}
                  onChange={(e) => set('jobsOfInterest', toggle(values.jobsOfInterest, job.code, e.target.checked))}
                />
                {job.name}
              </label>
            ))}
          </div>
        </fieldset>
        <CheckGroup
          legend={t('registration:field.jobFields')}
          options={JOB_FIELDS.map((f) => ({ value: f, label: t(`labels:jobField.${f}`) }))}
          chosen={values.jobFields}
          onChange={(list) => set('jobFields', list)}
        />
      </Section>

      <Section title={t('registration:section.languages')} hint={t('registration:hint.languages')}>
        {values.languages.map((row, index) => (
          <Row
            key={row.key}
            block="languages"
            title={t('registration:row.language', { n: index + 1 })}
            removeLabel={t('registration:remove.language', { n: index + 1 })}
            onRemove={values.languages.length > 1 ? () => removeRow('languages', index) : undefined}
          >
            <FormField
              id={idOf(`languages.${index}.language`)}
              label={t('registration:field.language')}
              required
              requiredText={requiredText}
              error={errorOf(`languages.${index}.language`) ?? (index === 0 ? errorOf('languages') : undefined)}
            >
              {(props) => (
                <select
                  {...props}
                  value={row.language}
                  onChange={(e) => setRow('languages', index, { language: e.target.value })}
                >
                  <option value="">{t('registration:choose')}</option>
                  {languageChoices.map((code) => (
                    <option key={code} value={code}>
                      {languageName(code)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <fieldset
              className="mt-3"
              aria-describedby={errors[`languages.${index}.level`] ? idOf(`languages.${index}.level-error`) : undefined}
            >
              <legend className="text-sm font-semibold text-slate-800">
                {t('registration:field.level')}
                <span className="text-red-800">
                  {' '}
                  <span aria-hidden="true">*</span>
                  <span className="sr-only">{requiredText}</span>
                </span>
              </legend>
              {LANGUAGE_LEVELS.map((level) => (
                <label key={level} className={`${choiceLabel} mt-1`}>
                  <input
                    type="radio"
                    className={`${checkbox} mt-0.5`}
                    name={`${prefix}-level-${row.key}`}
                    value={level}
                    checked={row.level === level}
                    aria-invalid={errors[`languages.${index}.level`] ? true : undefined}
                    onChange={() => setRow('languages', index, { level })}
                  />
                  <span>
                    <span className="font-semibold">{t(`labels:languageLevel.${level}`)}</span>
                    <span className="block text-sm text-slate-700">{t(`labels:languageLevelDescription.${level}`)}</span>
                  </span>
                </label>
              ))}
              {errors[`languages.${index}.level`] && (
                <p id={idOf(`languages.${index}.level-error`)} className="mt-1 text-sm font-semibold text-red-800">
                  {t(errors[`languages.${index}.level`]!)}
                </p>
              )}
            </fieldset>
          </Row>
        ))}
        <AddButton block="languages" onClick={() => addRow('languages', emptyLanguage())}>
          {t('registration:add.language')}
        </AddButton>
      </Section>

      <Section title={t('registration:section.education')}>
        {values.educations.map((row, index) => (
          <Row
            key={row.key}
            block="educations"
            title={t('registration:row.education', { n: index + 1 })}
            removeLabel={t('registration:remove.education', { n: index + 1 })}
            onRemove={() => removeRow('educations', index)}
          >
            {text(
              `educations.${index}.institution`,
              t('registration:field.institution'),
              row.institution,
              (v) => setRow('educations', index, { institution: v }),
              { required: true },
            )}
            {text(`educations.${index}.countryCity`, t('registration:field.countryCity'), row.countryCity, (v) =>
              setRow('educations', index, { countryCity: v }),
            )}
            {text(`educations.${index}.facultySpecialty`, t('registration:field.facultySpecialty'), row.facultySpecialty, (v) =>
              setRow('educations', index, { facultySpecialty: v }),
            )}
            {text(
              `educations.${index}.graduationYear`,
              t('registration:field.graduationYear'),
              row.graduationYear,
              (v) => setRow('educations', index, { graduationYear: v }),
              { inputMode: 'numeric' },
            )}
          </Row>
        ))}
        <AddButton block="educations" onClick={() => addRow('educations', emptyEducation())}>
          {t('registration:add.education')}
        </AddButton>
      </Section>

      <Section title={t('registration:section.work')}>
        {values.workHistory.map((row, index) => (
          <Row
            key={row.key}
            block="workHistory"
            title={t('registration:row.work', { n: index + 1 })}
            removeLabel={t('registration:remove.work', { n: index + 1 })}
            onRemove={() => removeRow('workHistory', index)}
          >
            {text(
              `workHistory.${index}.company`,
              t('registration:field.company'),
              row.company,
              (v) => setRow('workHistory', index, { company: v }),
              { required: true },
            )}
            {text(
              `workHistory.${index}.job`,
              t('registration:field.job'),
              row.job,
              (v) => setRow('workHistory', index, { job: v }),
              {
                required: true,
              },
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {text(
                `workHistory.${index}.start`,
                t('registration:field.start'),
                row.start,
                (v) => setRow('workHistory', index, { start: v }),
                { type: 'date' },
              )}
              {!row.stillWorking &&
                text(
                  `workHistory.${index}.end`,
                  t('registration:field.end'),
                  row.end,
                  (v) => setRow('workHistory', index, { end: v }),
                  {
                    type: 'date',
                    required: true,
                  },
                )}
            </div>
            <Check
              label={t('registration:field.stillWorking')}
              checked={row.stillWorking}
              onChange={(on) => setRow('workHistory', index, { stillWorking: on, end: on ? '' : row.end })}
            />
            {text(
              `workHistory.${index}.responsibilities`,
              t('registration:field.responsibilities'),
              row.responsibilities,
              (v) => setRow('workHistory', index, { responsibilities: v }),
              { multiline: true, hint: t('registration:hint.latin') },
            )}
          </Row>
        ))}
        <AddButton block="workHistory" onClick={() => addRow('workHistory', emptyWork())}>
          {t('registration:add.work')}
        </AddButton>
      </Section>

      <Section title={t('registration:section.references')} hint={t('registration:hint.references')}>
        {values.references.map((row, index) => (
          <Row
            key={row.key}
            block="references"
            title={t('registration:row.reference', { n: index + 1 })}
            removeLabel={t('registration:remove.reference', { n: index + 1 })}
            onRemove={() => removeRow('references', index)}
          >
            {text(
              `references.${index}.name`,
              t('registration:field.referenceName'),
              row.name,
              (v) => setRow('references', index, { name: v }),
              { required: true },
            )}
            {text(`references.${index}.position`, t('registration:field.position'), row.position, (v) =>
              setRow('references', index, { position: v }),
            )}
            {text(`references.${index}.company`, t('registration:field.referenceCompany'), row.company, (v) =>
              setRow('references', index, { company: v }),
            )}
            {text(
              `references.${index}.email`,
              t('registration:field.referenceEmail'),
              row.email,
              (v) => setRow('references', index, { email: v }),
              { type: 'email' },
            )}
            {text(
              `references.${index}.phone`,
              t('registration:field.referencePhone'),
              row.phone,
              (v) => setRow('references', index, { phone: v }),
              { type: 'tel', hint: t('registration:hint.phone') },
            )}
          </Row>
        ))}
        <AddButton block="references" onClick={() => addRow('references', emptyReference())}>
          {t('registration:add.reference')}
        </AddButton>
      </Section>

      <Section title={t('registration:section.licence')}>
        <CheckGroup
          legend={t('registration:field.licenceClasses')}
          options={DRIVER_LICENCE_CLASSES.map((c) => ({ value: c, label: t(`labels:driverLicence.${c}`) }))}
          chosen={values.licenceClasses}
          onChange={(list) => set('licenceClasses', list, 'otherClass')}
        />
        {values.licenceClasses.includes('other') &&
          text('otherClass', t('registration:field.otherClass'), values.otherClass, (v) => set('otherClass', v))}
        <Check label={t('registration:field.carInUse')} checked={values.carInUse} onChange={(on) => set('carInUse', on)} />
      </Section>

      <Section title={t('registration:section.availability')}>
        <CheckGroup
          legend={t('registration:field.availability')}
          options={AVAILABILITY_OPTIONS.map((o) => ({ value: o, label: t(`labels:availability.${o}`) }))}
          chosen={values.availability}
          onChange={(list) => set('availability', list)}
        />
        {text('weeklyHours', t('registration:field.weeklyHours'), values.weeklyHours, (v) => set('weeklyHours', v), {
          inputMode: 'numeric',
        })}
      </Section>

      <Section title={t('registration:section.permit')}>
        <FormField id={idOf('permit')} label={t('registration:field.permit')} error={errorOf('permit')}>
          {(props) => (
            <select
              {...props}
              value={values.permit}
              onChange={(e) => set('permit', e.target.value as RegistrationValues['permit'], 'permitExpiry', 'permitApplied')}
            >
              <option value="">{t('registration:choose')}</option>
              {WORK_PERMIT_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {t(`labels:workPermit.${o}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {values.permit === 'active' &&
          text('permitExpiry', t('registration:field.permitExpiry'), values.permitExpiry, (v) => set('permitExpiry', v), {
            type: 'date',
            required: true,
          })}
        {values.permit === 'notActive' &&
          text('permitApplied', t('registration:field.permitApplied'), values.permitApplied, (v) => set('permitApplied', v), {
            type: 'date',
            required: true,
          })}
      </Section>

      <Section title={t('registration:section.more')}>
        {text(
          'skillsAndHobbies',
          t('registration:field.skillsAndHobbies'),
          values.skillsAndHobbies,
          (v) => set('skillsAndHobbies', v),
          {
            multiline: true,
            hint: t('registration:hint.latin'),
          },
        )}
        {text('whereHeard', t('registration:field.whereHeard'), values.whereHeard, (v) => set('whereHeard', v))}
        <FileInput
          id={idOf('cv')}
          kind="cv"
          label={t('registration:field.cv')}
          hint={t('registration:hint.cv')}
          accept=".pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text"
          file={values.cv}
          error={errorOf('cv')}
          onFile={(file) => {
            set('cv', file);
            setErrors((e) => ({ ...e, ...fileErrors({ cv: file, photo: null }) }));
          }}
        />
        <FileInput
          id={idOf('photo')}
          kind="photo"
          label={t('registration:field.photo')}
          hint={t('registration:hint.photo')}
          accept="image/*"
          file={values.photo}
          error={errorOf('photo')}
          onFile={(file) => {
            set('photo', file);
            setErrors((e) => ({ ...e, ...fileErrors({ cv: null, photo: file }) }));
          }}
        />
        <Check
          label={t('registration:field.duplicateProfile')}
          hint={t('registration:hint.duplicateProfile')}
          checked={values.duplicateProfile}
          onChange={(on) => set('duplicateProfile', on)}
        />
      </Section>

      <Section title={t('registration:section.account')} hint={t('registration:hint.account')}>
        <FormField
          id={idOf('password')}
          label={t('registration:field.password')}
          required
          requiredText={requiredText}
          error={errorOf('password')}
        >
          {(props) => (
            <>
              <input
                {...props}
                aria-describedby={[props['aria-describedby'], `${prefix}-rules`].filter(Boolean).join(' ')}
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => set('password', e.target.value)}
              />
              <PasswordChecklist id={`${prefix}-rules`} password={values.password} />
            </>
          )}
        </FormField>
        {text(
          'confirmPassword',
          t('registration:field.confirmPassword'),
          values.confirmPassword,
          (v) => set('confirmPassword', v),
          {
            type: 'password',
            required: true,
            autoComplete: 'new-password',
          },
        )}
      </Section>

      {/* The honeypot: people never see or reach it; a bot that fills it is not reported. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${prefix}-website`}>{t('registration:honeypot')}</label>
        <input
          id={`${prefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>

      <div ref={outcomeRef} tabIndex={-1} className="space-y-3 outline-none">
        {errorCount > 0 && <Notice tone="error">{t('registration:errorSummary', { count: errorCount })}</Notice>}
        {outcome?.kind === 'emailInUse' && (
          <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t('registration:multipleAccounts')}</p>
            <p className="mt-1">{t('registration:multipleAccountsHelp')}</p>
            <Link
              href={routes.login.href()}
              className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('registration:signIn')}
            </Link>
          </div>
        )}
        {outcome?.kind === 'failed' && (
          <div role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900">
            {outcome.step && <p className="font-semibold">{t(`registration:failedStep.${outcome.step}`)}</p>}
            <p className={outcome.step ? 'mt-1' : 'font-semibold'}>{t(outcome.message)}</p>
            <p className="mt-1">{t('registration:keptTyped')}</p>
          </div>
        )}
      </div>

      <button type="submit" className={`${buttonClass.primary} w-full sm:w-auto`} disabled={sending}>
        {sending ? t('registration:sending') : outcome?.kind === 'failed' ? t('registration:retry') : t('registration:submit')}
      </button>
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

function Row({
  block,
  title,
  removeLabel,
  onRemove,
  children,
}: {
  block: string;
  title: string;
  removeLabel: string;
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div data-row={block} role="group" aria-labelledby={id} className="space-y-3 rounded-xl border border-slate-300 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="font-semibold text-slate-900">
          {title}
        </h3>
        {onRemove && (
          <button type="button" className={buttonClass.link} onClick={onRemove}>
            {removeLabel}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

function AddButton({ block, onClick, children }: { block: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" data-add={block} className={`${buttonClass.secondary} w-full sm:w-auto`} onClick={onClick}>
      <span aria-hidden="true" className="mr-1">
        +
      </span>
      {children}
    </button>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <label className={choiceLabel}>
        <input
          type="checkbox"
          className={`${checkbox} mt-0.5`}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? id : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id={id} className="ml-7 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function CheckGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (list: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className={choiceLabel}>
            <input
              type="checkbox"
              className={`${checkbox} mt-0.5`}
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((x) => x !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FileInput({
  id,
  kind,
  label,
  hint,
  accept,
  file,
  error,
  onFile,
}: {
  id: string;
  kind: 'cv' | 'photo';
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error: string | undefined;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation('registration');
  const picker = useRef<HTMLInputElement>(null);
  // The browser's own file control speaks the browser's language, not the page's: a button of
  // ours (labelled by the field's label) opens the hidden picker, and the chosen name is shown.
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {({ className: _control, ...props }) => (
        <>
          <input
            ref={picker}
            data-file-input={kind}
            type="file"
            accept={accept}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <button {...props} type="button" className={buttonClass.secondary} onClick={() => picker.current?.click()}>
              {t('registration:chooseFile')}
            </button>
            <span className="text-sm text-slate-700">
              {file ? t('registration:fileChosen', { name: file.name }) : t('registration:noFile')}
            </span>
            {file && (
              <button
                type="button"
                className={`${buttonClass.link} text-sm`}
                onClick={() => {
                  if (picker.current) picker.current.value = '';
                  onFile(null);
                }}
              >
                {t('registration:removeFile', { name: file.name })}
              </button>
            )}
          </div>
        </>
      )}
    </FormField>
  );
}
