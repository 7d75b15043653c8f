import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_ATTACHMENTS_MAX, type DeskContractTemplateView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { cleanText } from '../../components/desk-files-model';
import { DeskFilesSubmit } from '../../components/desk-files-submit';
import { DeskForm } from '../../components/desk-form';
import { TranslatedTextFields } from '../../components/translated-text-fields';
import { saveContractTemplate } from '../api/templates';
import { checkTerms, newAttachment, templateValues, type TemplateValues, type TermsErrors } from '../model';
import { TermsFields } from './terms-fields';

export interface TemplateFormProps {
  /** The template to edit; null for a new one. */
  template: DeskContractTemplateView | null;
  /** Saved: the list loads again (and a new template is now the one being edited). */
  onSaved: (template: DeskContractTemplateView) => void;
  onClose: () => void;
}

type TextErrors = Partial<Record<'title' | 'body' | `a${number}-title` | `a${number}-text`, string>>;

/**
 * A contract template: its title and text in Finnish with translations, its attachments (each a
 * title and a text, added and removed here, at most five) and the default terms a contract starts
 * from. 'Saved successfully' or 'Failed to save'; a failure keeps everything typed.
 */
export function TemplateForm({ template, onSaved, onClose }: TemplateFormProps) {
  const { t } = useTranslation(['contracts', 'desk']);
  const [values, setValues] = useState<TemplateValues>(() => templateValues(template));
  const [textErrors, setTextErrors] = useState<TextErrors>({});
  const [termsErrors, setTermsErrors] = useState<TermsErrors>({});
  const formRef = useRef<HTMLDivElement>(null);
  const save = useEndpointAction(saveContractTemplate, {
    success: 'contracts:desk.templates.saved',
    failure: (error) => (isSignedOut(error) ? null : 'contracts:desk.templates.failed'),
    onSuccess: (answer) => {
      setValues((v) => ({ ...v, id: answer.template.id }));
      onSaved(answer.template);
    },
  });
  const change = (next: Partial<TemplateValues>) => {
    setValues((v) => ({ ...v, ...next }));
    if (save.notice) save.reset();
  };

  const submit = () => {
    const found: TextErrors = {};
    if (!values.title.fi.trim()) found.title = t('contracts:desk.templates.nameRequired');
    if (!values.body.fi.trim()) found.body = t('contracts:desk.templates.bodyRequired');
    values.attachments.forEach((a, i) => {
      if (!a.title.fi.trim()) found[`a${i}-title`] = t('contracts:desk.templates.attachmentTitleRequired');
      if (!a.text.fi.trim()) found[`a${i}-text`] = t('contracts:desk.templates.attachmentTextRequired');
    });
    const terms = checkTerms(values.terms);
    setTextErrors(found);
    setTermsErrors(terms.errors);
    if (Object.keys(found).length > 0 || !terms.terms) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void save.run({
      ...(values.id && { id: values.id }),
      title: cleanText(values.title),
      body: cleanText(values.body),
      attachments: values.attachments.map((a) => ({ title: cleanText(a.title), text: cleanText(a.text) })),
      terms: terms.terms,
    });
  };

  return (
    <div ref={formRef}>
      <DeskForm
        title={values.id ? t('contracts:desk.templates.editing') : t('contracts:desk.templates.creating')}
        onSubmit={submit}
        locked={save.busy}
      >
        <TranslatedTextFields
          legend={t('contracts:desk.templates.name')}
          value={values.title}
          error={textErrors.title}
          onChange={(title) => change({ title })}
        />
        <TranslatedTextFields
          legend={t('contracts:desk.templates.body')}
          value={values.body}
          multiline
          error={textErrors.body}
          onChange={(body) => change({ body })}
        />
        <fieldset className="grid gap-3">
          <legend className="text-base font-semibold text-slate-900">{t('contracts:desk.templates.attachments')}</legend>
          {values.attachments.length === 0 && (
            <p className="text-sm text-slate-700">{t('contracts:desk.templates.noAttachments')}</p>
          )}
          {values.attachments.map((attachment, i) => {
            const n = i + 1;
            const set = (next: Partial<typeof attachment>) =>
              change({ attachments: values.attachments.map((a) => (a.key === attachment.key ? { ...a, ...next } : a)) });
            return (
              <fieldset key={attachment.key} className="grid gap-3 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 font-semibold text-slate-900">{t('contracts:desk.templates.attachment', { n })}</legend>
                <TranslatedTextFields
                  legend={t('contracts:desk.templates.attachmentTitle', { n })}
                  value={attachment.title}
                  error={textErrors[`a${i}-title`]}
                  onChange={(title) => set({ title })}
                />
                <TranslatedTextFields
                  legend={t('contracts:desk.templates.attachmentText', { n })}
                  value={attachment.text}
                  multiline
                  error={textErrors[`a${i}-text`]}
                  onChange={(text) => set({ text })}
                />
                <div>
                  <Button
                    variant="danger"
                    onClick={() => change({ attachments: values.attachments.filter((a) => a.key !== attachment.key) })}
                  >
                    {t('contracts:desk.templates.removeAttachment', { n })}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          {values.attachments.length < CONTRACT_ATTACHMENTS_MAX && (
            <div>
              <Button variant="secondary" onClick={() => change({ attachments: [...values.attachments, newAttachment()] })}>
                {t('contracts:desk.templates.addAttachment')}
              </Button>
            </div>
          )}
        </fieldset>
        <TermsFields
          value={values.terms}
          errors={termsErrors}
          onChange={(terms) => {
            change({ terms });
            setTermsErrors({});
          }}
        />
        <DeskFilesSubmit
          label={t('contracts:desk.templates.save')}
          busyLabel={t('desk:saving')}
          busy={save.busy}
          notice={save.notice}
        />
        <div>
          <Button variant="secondary" onClick={onClose}>
            {t('contracts:desk.templates.close')}
          </Button>
        </div>
      </DeskForm>
    </div>
  );
}
