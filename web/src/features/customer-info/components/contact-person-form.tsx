import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  contactPersonUpdateBody,
  fieldErrors,
  routes,
  SUPPORTED_LANGUAGES,
  type ContactPersonView,
  type SupportedLanguage,
} from '@vuoro/domain';
import { errorText, isApiError, issuesOf } from '@/lib/api-error';
import { chooseLanguage } from '@/lib/i18n';
import { isSupportedLanguage } from '@/lib/language';
import { Button, Field, Notice } from '@/lib/ui';
import { LANGUAGE_NAMES } from '@/lib/ui/language-switch';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { updateContactPerson } from '../api/contact-person';

type FormField = 'firstName' | 'lastName' | 'phone' | 'email' | 'language';
type Values = Record<Exclude<FormField, 'language'>, string> & { language: SupportedLanguage };
const FIELDS: readonly FormField[] = ['firstName', 'lastName', 'phone', 'email', 'language'];

/** The form's values; without a stored language, the one the app shows now. */
const valuesOf = (view: ContactPersonView, shown: string): Values => ({
  firstName: view.firstName,
  lastName: view.lastName,
  phone: view.phone ?? '',
  email: view.email ?? '',
  language: view.language ?? (isSupportedLanguage(shown) ? shown : 'en'),
});

export interface ContactPersonFormProps {
  view: ContactPersonView;
  /** Loads the saved details again (after a 409: someone saved meanwhile). */
  reload: () => void;
  /** The id of the screen's title, which names the form. */
  labelledBy: string;
}

/**
 * My info's form: checked with the route's own schema first, then saved with the version read.
 * 'Saved successfully' or 'Failed to save' (field texts beside their inputs); what was typed stays
 * on every failure. A save someone else's save overtook (409) says so and offers the saved details.
 * A saved language becomes the app's language at once.
 */
export function ContactPersonForm({ view, reload, labelledBy }: ContactPersonFormProps) {
  const { t, i18n } = useTranslation(['customer', 'validation', 'errors', 'common']);
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(view, i18n.language));
  const [version, setVersion] = useState(view.version);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const save = useEndpointAction(updateContactPerson, {
    success: 'customer:myInfo.saved',
    failure: (error) =>
      errorText(error, {
        byCode: { contactPersonChanged: 'customer:myInfo.changedMeanwhile' },
        fallback: 'customer:myInfo.saveFailed',
      }),
    onSuccess: (answer) => {
      setValues(valuesOf(answer, i18n.language));
      setVersion(answer.version);
      if (answer.language && answer.language !== i18n.language) void chooseLanguage(answer.language);
    },
    onFailure: (error) => setErrors(fieldErrors(issuesOf(error).map((i) => ({ path: i.path.split('.'), message: i.message })))),
  });
  const stale = isApiError(save.error, 409, 'contactPersonChanged');

  const change = <F extends FormField>(field: F, value: Values[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = contactPersonUpdateBody.safeParse({ ...values, version });
    if (!parsed.success) {
      const found = fieldErrors<FormField>(parsed.error.issues);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) e.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    setErrors({});
    void save.run(parsed.data);
  };
  const error = (field: FormField) => (errors[field] ? t(errors[field]) : undefined);
  const required = { required: true, requiredText: t('customer:myInfo.required') };
  const hintOf = (field: FormField) =>
    field === 'phone' ? t('customer:myInfo.phoneHint') : field === 'email' ? t('customer:myInfo.emailHint') : undefined;
  const text = (
    field: Exclude<FormField, 'language'>,
    input: { type?: string; autoComplete: string; inputMode?: 'tel' | 'email' },
  ) => (
    <Field id={`${id}-${field}`} label={t(`customer:myInfo.${field}`)} {...required} error={error(field)} hint={hintOf(field)}>
      {(props) => (
        <input {...props} {...input} spellCheck={false} value={values[field]} onChange={(e) => change(field, e.target.value)} />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={labelledBy}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
    >
      {text('firstName', { autoComplete: 'given-name' })}
      {text('lastName', { autoComplete: 'family-name' })}
      {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <div className="sm:col-span-2">
        <Field
          id={`${id}-language`}
          label={t('customer:myInfo.language')}
          error={error('language')}
          hint={t('customer:myInfo.languageHint')}
        >
          {(props) => (
            <select {...props} value={values.language} onChange={(e) => change('language', e.target.value as SupportedLanguage)}>
              {SUPPORTED_LANGUAGES.map((lng) => (
                <option key={lng} value={lng} lang={lng}>
                  {LANGUAGE_NAMES[lng]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-700 sm:col-span-2" data-testid="sign-in-email">
        {t('customer:myInfo.signInEmail', { email: view.signInEmail ?? '—' })}{' '}
        <Link href={routes.customerSettings.href()} className="font-semibold text-brand-800 underline">
          {t('customer:myInfo.changeSignInEmail')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" busy={save.busy}>
          {save.busy ? t('customer:myInfo.saving') : t('customer:myInfo.save')}
        </Button>
      </div>
      {save.notice && (
        <Notice tone={save.notice.tone} className="sm:col-span-2">
          {save.notice.text}
          {stale && (
            <>
              {' '}
              <Button variant="secondary" type="button" onClick={reload} className="mt-2">
                {t('customer:myInfo.loadSaved')}
              </Button>
            </>
          )}
        </Notice>
      )}
    </form>
  );
}
