import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, sendContactMessageBody, SUPPORT_MESSAGE_MIN_LENGTH, TEXT_LIMITS } from '@vuoro/domain';
import { issuesOf } from '@/lib/api-error';
import { Button, Field, Notice } from '@/lib/ui';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { sendContactMessage } from '../api/contact-us';

type MessageField = 'subject' | 'message';
const FIELDS: readonly MessageField[] = ['subject', 'message'];

/**
 * The message to the service centre: a subject and at least 5 characters, checked with the route's
 * schema first; the hint counts what is typed. Sent, the form empties and says so; on any failure
 * 'Could not send message' and what was typed stays.
 */
export function ContactMessageForm({ replyTo }: { replyTo: string | null }) {
  const { t } = useTranslation(['customer', 'validation', 'errors']);
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<MessageField, string>>>({});
  const send = useEndpointAction(sendContactMessage, {
    success: 'customer:contact.sent',
    failure: () => 'customer:contact.sendFailed',
    onFailure: (error) => setErrors(fieldErrors(issuesOf(error).map((i) => ({ path: i.path.split('.'), message: i.message })))),
    onSuccess: () => {
      setSubject('');
      setMessage('');
    },
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = sendContactMessageBody.safeParse({ subject, message });
    if (!parsed.success) {
      const found = fieldErrors<MessageField>(parsed.error.issues);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) e.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    setErrors({});
    void send.run(parsed.data);
  };
  const error = (field: MessageField) => (errors[field] ? t(errors[field]) : undefined);
  const edit = (set: (v: string) => void, field: MessageField) => (value: string) => {
    set(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const typed = message.trim().length;
  const required = { required: true, requiredText: t('customer:contact.required') };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('customer:contact.formTitle')}
      </h2>
      <p className="-mt-3 text-sm text-slate-700">
        {replyTo ? t('customer:contact.formIntro', { email: replyTo }) : t('customer:contact.formIntroNoEmail')}
      </p>
      <Field id={`${id}-subject`} label={t('customer:contact.subject')} {...required} error={error('subject')}>
        {(props) => (
          <input
            {...props}
            maxLength={TEXT_LIMITS.short}
            value={subject}
            onChange={(e) => edit(setSubject, 'subject')(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-message`}
        label={t('customer:contact.message')}
        hint={`${t('customer:contact.messageHint', { count: SUPPORT_MESSAGE_MIN_LENGTH })} ${t('customer:contact.typed', { count: typed })}`}
        {...required}
        error={error('message')}
      >
        {(props) => (
          <textarea
            {...props}
            rows={6}
            maxLength={TEXT_LIMITS.medium}
            value={message}
            onChange={(e) => edit(setMessage, 'message')(e.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" busy={send.busy}>
          {send.busy ? t('customer:contact.sending') : t('customer:contact.send')}
        </Button>
      </div>
      {send.notice && <Notice tone={send.notice.tone}>{send.notice.text}</Notice>}
    </form>
  );
}
