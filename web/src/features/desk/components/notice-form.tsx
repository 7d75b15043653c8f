import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_KINDS } from '@vuoro/domain';
import { errorText, issuesOf } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { publishNotice, type NoticeDraft } from '../api/publish-notice';
import { DeskConfirm } from './desk-confirm';
import { DeskForm } from './desk-form';
import { DoneNotice } from './done-notice';
import { RadioChoice } from './radio-choice';
import { TranslatedTextFields } from './translated-text-fields';

const emptyDraft: NoticeDraft = { kind: 'update', title: { fi: '' }, body: { fi: '' } };
type Errors = Partial<Record<'title' | 'body', string>>;

/** A refused field's own `validation:` text by field (the Finnish text is the one checked here). */
function refusedFields(error: unknown): Errors {
  const errors: Errors = {};
  for (const issue of issuesOf(error)) {
    const field = issue.path.split('.')[0];
    if ((field === 'title' || field === 'body') && issue.path === field && issue.message.startsWith('validation:'))
      errors[field] = issue.message;
  }
  return errors;
}

export interface NoticeFormProps {
  /** Published: the lists load again. */
  onPublished: () => void;
}

/**
 * Publishing an update notice or a staff news item to every employee: the Finnish title and text
 * required, the translations in a disclosure; asked once more, as a published notice cannot be
 * taken back. A failure keeps what was typed ('Failed to save'); a success says so and empties the form.
 */
export function NoticeForm({ onPublished }: NoticeFormProps) {
  const { t } = useTranslation(['desk', 'validation', 'errors']);
  const ids = useId();
  const [draft, setDraft] = useState<NoticeDraft>(emptyDraft);
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'publish'>();
  const save = useEndpointAction(publishNotice, {
    failure: (error) => errorText(error, { fallback: 'desk:notices.saveFailed' }),
    onFailure: (error) => setErrors(refusedFields(error)),
    onSuccess: ({ notice }) => {
      answered();
      setDraft({ ...emptyDraft, kind: draft.kind });
      setFormKey((k) => k + 1);
      setDone(t(`desk:notices.published.${notice.kind}`));
      onPublished();
    },
  });
  const locked = asking !== null;
  const edit = (patch: Partial<NoticeDraft>) => {
    if (locked) return;
    setDraft((d) => ({ ...d, ...patch }));
    setDone(null);
    setErrors((e) => ({ ...(patch.title ? {} : { title: e.title }), ...(patch.body ? {} : { body: e.body }) }));
  };
  const proceed = () => {
    const missing: Errors = {
      ...(!draft.title.fi.trim() && { title: 'validation:fieldRequired' }),
      ...(!draft.body.fi.trim() && { body: 'validation:fieldRequired' }),
    };
    setErrors(missing);
    setDone(null);
    if (!missing.title && !missing.body) ask('publish');
  };

  return (
    <DeskForm title={t('desk:notices.write')} locked={locked} onSubmit={() => proceed()}>
      <RadioChoice
        legend={t('desk:notices.kindLegend')}
        name={`${ids}-kind`}
        options={NOTICE_KINDS.map((kind) => ({ value: kind, label: t(`desk:notices.kind.${kind}`) }))}
        value={draft.kind}
        onChange={(kind) => edit({ kind })}
        disabled={locked}
      />
      <fieldset disabled={locked} key={formKey} className="grid gap-4">
        <TranslatedTextFields
          legend={t('desk:notices.title')}
          value={draft.title}
          onChange={(title) => edit({ title })}
          error={errors.title ? t(errors.title) : undefined}
        />
        <TranslatedTextFields
          legend={t('desk:notices.body')}
          value={draft.body}
          onChange={(body) => edit({ body })}
          multiline
          error={errors.body ? t(errors.body) : undefined}
        />
      </fieldset>
      {asking ? (
        <DeskConfirm
          question={t(`desk:notices.confirm.${draft.kind}`)}
          questionRef={questionRef}
          yes={t('desk:notices.yesPublish')}
          save={save}
          onConfirm={() => void save.run(draft)}
          onBack={stepBack}
        />
      ) : (
        <div>
          <Button ref={askerRef('publish')} type="submit">
            {t('desk:notices.publish')}
          </Button>
        </div>
      )}
      <DoneNotice text={done} />
    </DeskForm>
  );
}
