import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putDeskMessageRecipients, putDeskSendMessage, type DeskMessageAudience } from '@vuoro/domain';
import type { EndpointState } from '@/lib/use-endpoint';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { titleChoices } from '@/lib/work-data-names';
import { DeskConfirm } from './desk-confirm';
import { DeskForm } from './desk-form';
import { DoneNotice } from './done-notice';
import { EmployeePicker } from './employee-picker';
import { RadioChoice } from './radio-choice';
import {
  draftErrors,
  emptyDraft,
  RECIPIENT_KINDS,
  sendBody,
  sendFailure,
  type DraftErrors,
  type MessageDraft,
} from './message-model';

export interface MessageFormProps {
  /** The places and titles to choose from. */
  audienceState: EndpointState<DeskMessageAudience>;
  /** A message went out: the list loads again. */
  onSent: () => void;
}

/**
 * Writing a message: to one employee (found by name), a place of work's employees, those of some
 * profession titles, or everyone; a subject and a text. A group is counted first (the send's own
 * rule) and every send is asked once more, naming whom it reaches: a sent message cannot be taken
 * back. A failure keeps what was typed; a success says "Sent" and empties the subject and text.
 */
export function MessageForm({ audienceState, onSent }: MessageFormProps) {
  const audience = audienceState.data;
  const { t, i18n } = useTranslation(['desk', 'validation', 'errors']);
  const ids = useId();
  const [draft, setDraft] = useState<MessageDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [reach, setReach] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'send'>();
  const count = useEndpointAction(putDeskMessageRecipients, { failure: sendFailure });
  const save = useEndpointAction(putDeskSendMessage, {
    failure: sendFailure,
    onSuccess: ({ send }) => {
      answered();
      setDraft((d) => ({ ...d, subject: '', body: '' }));
      setSent(t('desk:messages.sent', { count: send.recipients }));
      onSent();
    },
  });
  const locked = asking !== null;
  const edit = (patch: Partial<MessageDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSent(null);
    count.reset();
    const cleared = new Set<string>(Object.keys(patch).map((k) => (k === 'subject' || k === 'body' ? k : 'to')));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !cleared.has(k))));
  };

  async function proceed() {
    const missing = draftErrors(draft);
    setErrors(missing);
    setSent(null);
    if (Object.keys(missing).length > 0) return;
    if (draft.kind === 'employee') {
      setReach(1);
      ask('send');
      return;
    }
    const answer = await count.run({ body: sendBody(draft) });
    if (answer === undefined) return;
    setReach(answer.recipients);
    if (answer.recipients === 0) setErrors({ to: 'desk:messages.errors.noRecipients' });
    else ask('send');
  }

  const question =
    draft.kind === 'employee' && draft.employee
      ? t('desk:messages.confirmOne', { name: draft.employee.name })
      : t('desk:messages.confirmGroup', { count: reach ?? 0 });
  const titles = titleChoices(audience?.professionTitles ?? [], i18n.language);

  return (
    <DeskForm title={t('desk:messages.write')} locked={locked} onSubmit={() => void proceed()}>
      <RadioChoice
        legend={t('desk:messages.toLegend')}
        name={`${ids}-kind`}
        options={RECIPIENT_KINDS.map((kind) => ({ value: kind, label: t(`desk:messages.kind.${kind}`) }))}
        value={draft.kind}
        onChange={(kind) => edit({ kind })}
        disabled={locked}
        className="grid gap-1 sm:grid-cols-2"
      />
      {draft.kind === 'employee' && (
        <EmployeePicker
          label={t('desk:messages.employee')}
          value={draft.employee}
          onChange={(employee) => edit({ employee })}
          error={errors.to ? t(errors.to) : undefined}
        />
      )}
      {draft.kind === 'placeOfWork' && (
        <Field id={`${ids}-place`} label={t('desk:messages.placeOfWork')} error={errors.to ? t(errors.to) : undefined}>
          {(control) => (
            <select
              {...control}
              value={draft.placeOfWorkId}
              disabled={locked || !audience}
              onChange={(e) => edit({ placeOfWorkId: e.target.value })}
            >
              <option value="">{audience ? t('desk:messages.choosePlace') : t('desk:messages.loadingChoices')}</option>
              {audience?.placesOfWork.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.customer.name ? `${p.customer.name}, ${p.name}` : p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {draft.kind === 'professionTitle' && (
        <fieldset disabled={locked} aria-describedby={errors.to ? `${ids}-titles-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-800">{t('desk:messages.professionTitles')}</legend>
          {!audience && <p className="mt-1 text-slate-700">{t('desk:messages.loadingChoices')}</p>}
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {titles.map((title) => (
              <label key={title.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={draft.professionTitleIds.includes(title.id)}
                  onChange={() =>
                    edit({
                      professionTitleIds: draft.professionTitleIds.includes(title.id)
                        ? draft.professionTitleIds.filter((id) => id !== title.id)
                        : [...draft.professionTitleIds, title.id],
                    })
                  }
                />
                {title.label}
              </label>
            ))}
          </div>
          {errors.to && (
            <p id={`${ids}-titles-error`} className="mt-1 text-sm font-semibold text-red-800">
              {t(errors.to)}
            </p>
          )}
        </fieldset>
      )}
      {(draft.kind === 'placeOfWork' || draft.kind === 'professionTitle') && audienceState.status === 'error' && (
        <LoadFailed error={audienceState.error} retry={audienceState.retry} />
      )}
      {draft.kind === 'everyone' && errors.to && <Notice tone="error">{t(errors.to)}</Notice>}
      <Field
        id={`${ids}-subject`}
        label={t('desk:messages.subject')}
        required
        error={errors.subject ? t(errors.subject) : undefined}
      >
        {(control) => (
          <input
            {...control}
            value={draft.subject}
            maxLength={200}
            readOnly={locked}
            onChange={(e) => edit({ subject: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${ids}-body`} label={t('desk:messages.body')} required error={errors.body ? t(errors.body) : undefined}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={draft.body}
            maxLength={5000}
            readOnly={locked}
            onChange={(e) => edit({ body: e.target.value })}
          />
        )}
      </Field>
      {asking ? (
        <DeskConfirm
          question={question}
          questionRef={questionRef}
          yes={t('desk:messages.yesSend')}
          save={save}
          onConfirm={() => void save.run({ body: sendBody(draft) })}
          onBack={stepBack}
        />
      ) : (
        <div className="grid gap-3">
          {count.notice && <Notice tone={count.notice.tone}>{count.notice.text}</Notice>}
          <div>
            <Button ref={askerRef('send')} type="submit" busy={count.busy}>
              {count.busy ? t('desk:messages.counting') : t('desk:messages.send')}
            </Button>
          </div>
        </div>
      )}
      <DoneNotice text={sent} />
    </DeskForm>
  );
}
