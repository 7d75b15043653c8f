import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'wouter';
import {
  fieldErrors,
  routes,
  SUPPORTED_LANGUAGES,
  type ClaimDuplicate,
  type LanguageSkill,
  type SupportedLanguage,
} from '@vuoro/domain';
import { TextField } from '@/lib/ui/account-form';
import { Button } from '@/lib/ui/button';
import { LanguageSkillsEditor } from '@/lib/ui/language-skills-editor';
import { useLanguageName } from '@/lib/use-language-name';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { addTalentByHand, addTalentByHandInput, type AddTalentByHandInput } from '../api/add-talent-by-hand';

type TextKey = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
const TEXT_FIELDS: { name: TextKey; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'off' },
  { name: 'lastName', type: 'text', autoComplete: 'off' },
  { name: 'email', type: 'email', autoComplete: 'off' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'off' },
];
const empty = (language: SupportedLanguage) => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  languages: [] as LanguageSkill[],
  mailLanguage: language,
});

/** The dialog of "Add talent" (add-talent.tsx), in a chunk of its own: loaded when it is first wanted. */
export default function AddTalentDialog({ onClose, language }: { onClose: () => void; language: SupportedLanguage }) {
  const { t } = useTranslation(['talents', 'validation', 'common']);
  const languageName = useLanguageName();
  const [values, setValues] = useState(() => empty(SUPPORTED_LANGUAGES.includes(language) ? language : 'fi'));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [duplicates, setDuplicates] = useState<ClaimDuplicate[]>([]);
  const [added, setAdded] = useState<{ id: string; name: string; email: string } | null>(null);
  const save = useEndpointAction((input: AddTalentByHandInput) => addTalentByHand(input), {
    success: (result) => (result.created ? { key: 'talents:addByHand.added', values: { email: result.invitedEmail } } : null),
    onSuccess: (result) => {
      if (!result.created) return setDuplicates(result.duplicates);
      setDuplicates([]);
      setAdded({ id: result.talentId, name: `${values.firstName} ${values.lastName}`.trim(), email: result.invitedEmail });
      setValues(empty(values.mailLanguage));
    },
  });
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDuplicates([]);
  };

  function submit(event: FormEvent, allowDuplicate = false) {
    event.preventDefault();
    const parsed = addTalentByHandInput.safeParse({ ...values, allowDuplicate });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) void save.run({ ...values, allowDuplicate });
  }

  return (
    <Dialog open onClose={() => !save.busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-3">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-xl font-bold text-slate-900">{t('talents:addByHand.title')}</DialogTitle>
          <p className="mt-1 text-sm text-slate-700">{t('talents:addByHand.lead')}</p>
          <form noValidate onSubmit={(e) => submit(e)} className="mt-4 space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {TEXT_FIELDS.map((f) => (
                <TextField
                  key={f.name}
                  label={`${t(`talents:addByHand.${f.name}`)} *`}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  required
                  value={values[f.name]}
                  onValue={(v) => set(f.name, v)}
                  error={errors[f.name]}
                />
              ))}
            </div>
            <fieldset aria-describedby={errors.languages ? 'add-talent-languages-error' : undefined}>
              <legend className="text-sm font-semibold text-slate-800">{`${t('talents:addByHand.languages')} *`}</legend>
              <LanguageSkillsEditor
                value={values.languages}
                onChange={(languages) => set('languages', languages)}
                labels={{
                  language: (n) => t('talents:addByHand.languageN', { n }),
                  level: (n) => t('talents:addByHand.levelN', { n }),
                  remove: (name) => t('talents:addByHand.removeLanguage', { name }),
                  add: t('talents:addByHand.addLanguage'),
                }}
              />
              {errors.languages && (
                <p id="add-talent-languages-error" className="mt-1 text-sm font-semibold text-red-800">
                  {t(errors.languages)}
                </p>
              )}
            </fieldset>
            <label className="block text-sm font-semibold text-slate-800">
              {t('talents:addByHand.mailLanguage')}
              <select
                value={values.mailLanguage}
                onChange={(e) => set('mailLanguage', e.target.value as SupportedLanguage)}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal"
              >
                {SUPPORTED_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            </label>
            {duplicates.length > 0 && (
              <div role="alert" className="rounded-xl border border-accent-400 bg-accent-100 p-3">
                <p className="font-semibold text-slate-900">{t('talents:addByHand.duplicates')}</p>
                <ul className="mt-1 list-inside list-disc">
                  {duplicates.map((d) => (
                    <li key={d.id}>
                      <Link
                        href={routes.talentDetail.href(undefined, { id: d.id })}
                        className="font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {d.name}
                      </Link>
                      <span className="text-slate-700"> ({[d.email, d.phoneNumber].filter(Boolean).join(', ')})</span>
                    </li>
                  ))}
                </ul>
                <Button variant="secondary" className="mt-2" busy={save.busy} onClick={(e) => submit(e, true)}>
                  {t('talents:addByHand.addAnyway')}
                </Button>
              </div>
            )}
            {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
            {added && save.notice?.tone === 'success' && (
              <Link
                href={routes.talentDetail.href(undefined, { id: added.id })}
                className="block font-semibold text-brand-800 underline underline-offset-4"
              >
                {t('talents:addByHand.openAdded', { name: added.name })}
              </Link>
            )}
            <div className="flex flex-wrap gap-3 pt-1">
              <Button type="submit" busy={save.busy}>
                {t('talents:addByHand.submit')}
              </Button>
              <Button variant="secondary" onClick={onClose} disabled={save.busy}>
                {t('talents:addByHand.close')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
