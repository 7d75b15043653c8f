import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_HOURS,
  SUPPORT_MAIL_TARGETS,
  SUPPORT_MESSAGE_MIN_LENGTH,
  fieldErrors,
  isOpenAt,
  sendSupportEmailBody,
  type SupportMailTarget,
} from '@vuoro/domain';
import { isApiError, issuesOf } from '@/lib/api-error';
import { isSupportedLanguage } from '@/lib/language';
import { Button, Field, Notice } from '@/lib/ui';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { sendSupportEmail } from '../api/send-support-email';
import { openingHoursLines } from '../opening-hours';

type SupportField = 'Subject' | 'Message' | 'SendTo';
const FIELDS: readonly SupportField[] = ['Subject', 'Message', 'SendTo'];

/**
 * Contact us for an employee (issue 24): the service centre's hours (constants in the domain) and
 * the support form — subject, message of at least 5 characters, which mailbox — sent with
 * SendEmail. The form is checked with the route's own schema first; what was typed stays on any
 * failure and is cleared only once the message is queued.
 */
export function ContactUs({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation(['manual', 'validation', 'errors']);
  const id = useId();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sendTo, setSendTo] = useState<SupportMailTarget>('serviceCentre');
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const send = useEndpointAction(sendSupportEmail, {
    success: 'manual:helpPages.contact.sent',
    failure: (error) => {
      if (issuesOf(error).length > 0) return 'manual:helpPages.contact.sendFailed';
      if (isApiError(error, 503, 'emailSendFailed')) return 'errors:emailSendFailed';
      return isApiError(error, 403) ? 'errors:notAnEmployee' : 'manual:helpPages.contact.sendFailed';
    },
    onFailure: (error) => setErrors(fieldErrors(issuesOf(error).map((i) => ({ path: i.path.split('.'), message: i.message })))),
    onSuccess: () => {
      setSubject('');
      setMessage('');
    },
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = sendSupportEmailBody.safeParse({ Subject: subject, Message: message, SendTo: sendTo });
    if (!parsed.success) {
      const found = fieldErrors<SupportField>(parsed.error.issues);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) e.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    setErrors({});
    void send.run(parsed.data);
  };
  const error = (field: SupportField) => (errors[field] ? t(errors[field]) : undefined);
  const open = isOpenAt(CONTACT_HOURS, now);

  return (
    <section id="contact-us" aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('manual:helpPages.contact.title')}
      </h2>
      <div>
        <h3 className="font-semibold">{t('manual:helpPages.contact.hoursTitle')}</h3>
        <ul className="mt-1 text-slate-800" data-testid="service-centre-hours">
          {openingHoursLines(CONTACT_HOURS, language).map((line) => (
            <li key={line} className="whitespace-nowrap">
              {line}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-slate-700">
          {open ? t('manual:helpPages.contact.openNow') : t('manual:helpPages.contact.closedNow')}
        </p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby={`${id}-form-title`}>
        <h3 id={`${id}-form-title`} className="font-semibold">
          {t('manual:helpPages.contact.formTitle')}
        </h3>
        <p className="-mt-3 text-sm text-slate-700">{t('manual:helpPages.contact.formIntro')}</p>
        <Field id={`${id}-SendTo`} label={t('manual:helpPages.contact.sendTo')} error={error('SendTo')}>
          {(props) => (
            <select {...props} value={sendTo} onChange={(e) => setSendTo(e.target.value as SupportMailTarget)}>
              {SUPPORT_MAIL_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`manual:helpPages.contact.targets.${target}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-Subject`}
          label={t('manual:helpPages.contact.subject')}
          required
          requiredText={t('manual:helpPages.contact.required')}
          error={error('Subject')}
        >
          {(props) => <input {...props} value={subject} onChange={(e) => setSubject(e.target.value)} />}
        </Field>
        <Field
          id={`${id}-Message`}
          label={t('manual:helpPages.contact.message')}
          hint={t('manual:helpPages.contact.messageHint', { count: SUPPORT_MESSAGE_MIN_LENGTH })}
          required
          requiredText={t('manual:helpPages.contact.required')}
          error={error('Message')}
        >
          {(props) => <textarea {...props} rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />}
        </Field>
        <div>
          <Button type="submit" busy={send.busy}>
            {send.busy ? t('manual:helpPages.contact.sending') : t('manual:helpPages.contact.send')}
          </Button>
        </div>
        {send.notice && <Notice tone={send.notice.tone}>{send.notice.text}</Notice>}
      </form>
    </section>
  );
}
