import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Talent } from '@vuoro/domain';
import { FormActions } from './form-actions';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { FormField, type ControlProps } from '@/lib/ui/field';
import { LanguageSkillsEditor } from '@/lib/ui/language-skills-editor';
import {
  checkProfile,
  PROFILE_AREA_FIELDS,
  PROFILE_FIELDS,
  PROFILE_TEXT_FIELDS,
  profileValuesOf,
  type OwnProfileInput,
  type ProfileField,
  type ProfileValues,
} from '../model';

const INPUT_TYPE: Partial<Record<ProfileField, string>> = { phoneNumber: 'tel', linkedInUrl: 'url' };
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
  linkedInUrl: 'url',
  location: 'address-level2',
};
const REQUIRED = new Set<ProfileField>(['firstName', 'lastName', 'phoneNumber', 'languages']);

export interface ProfileFormProps {
  talent: Talent;
  onSave: (input: OwnProfileInput) => Promise<void>;
  onDone: (saved: boolean) => void;
}

/**
 * The talent's own profile form, with the talent form rules of spec section 5 (the recruiter's
 * rules and messages): names and phone required ('Phone number should be formatted +358...'), at
 * least one language with its level, English texts in Latin characters. A bad field shows its
 * message and takes the focus; a failed save keeps everything typed.
 */
export function ProfileForm({ talent, onSave, onDone }: ProfileFormProps) {
  const { t } = useTranslation(['talent-self', 'validation', 'labels', 'account']);
  const prefix = useId();
  const idOf = (field: ProfileField) => `${prefix}-${field}`;
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(talent));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  // A failed save keeps everything typed and says so above the buttons.
  const save = useEndpointAction(onSave, {
    failure: (error) => {
      console.warn('vuoro: saving the own profile failed', error);
      return 'account:saveFailed';
    },
    onSuccess: () => onDone(true),
  });
  const set = <K extends ProfileField>(key: K, value: ProfileValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkProfile(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = PROFILE_FIELDS.find((f) => checked.errors[f]);
      if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return;
    }
    setErrors({});
    await save.run(checked.data);
  }

  const field = (name: ProfileField, control: (p: ControlProps) => ReactNode) => (
    <FormField
      key={name}
      id={idOf(name)}
      label={t(`talent-self:field.${name}`)}
      required={REQUIRED.has(name)}
      requiredText={t('talent-self:required')}
      hint={
        name === 'phoneNumber'
          ? t('talent-self:phoneHint')
          : PROFILE_AREA_FIELDS.includes(name as never)
            ? t('talent-self:englishHint')
            : undefined
      }
      error={errors[name] ? t(errors[name]) : undefined}
    >
      {control}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`} className="space-y-4">
      <h3 id={`${prefix}-title`} className="font-bold text-slate-900">
        {t('talent-self:profile.editTitle')}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {PROFILE_TEXT_FIELDS.map((name) =>
          field(name, (p) => (
            <input
              {...p}
              type={INPUT_TYPE[name] ?? 'text'}
              autoComplete={AUTOCOMPLETE[name] ?? 'off'}
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          )),
        )}
      </div>
      {PROFILE_AREA_FIELDS.map((name) =>
        field(name, (p) => <textarea {...p} rows={3} value={values[name]} onChange={(e) => set(name, e.target.value)} />),
      )}
      <fieldset aria-describedby={errors.languages ? `${idOf('languages')}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {t('talent-self:field.languages')}
          <span className="text-red-800">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">{t('talent-self:required')}</span>
          </span>
        </legend>
        <LanguageSkillsEditor
          value={values.languages}
          onChange={(languages) => set('languages', languages)}
          firstId={idOf('languages')}
          labels={{
            language: (n) => t('talent-self:languageN', { n }),
            level: (n) => t('talent-self:levelN', { n }),
            remove: (name) => t('talent-self:removeLanguage', { name }),
            add: t('talent-self:addLanguage'),
          }}
        />
        {errors.languages && (
          <p id={`${idOf('languages')}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {t(errors.languages)}
          </p>
        )}
      </fieldset>
      <FormActions notice={save.notice} busy={save.busy} onCancel={() => onDone(false)} />
    </form>
  );
}
