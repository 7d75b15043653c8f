import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_MAX_LENGTH, type CustomerShiftView } from '@vuoro/domain';
import { formatPhone } from '@/lib/format';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { sendSms } from '../api/send-sms';
import { issueOf, validationAnswer } from '../model';

/**
 * "Send SMS" to the shift's worker (`can.sms`): a message of at most 459 characters (three SMS
 * parts) with a counter; says the masked number it went to, or why not (no worker, no mobile
 * number, the provider failed). The text is cleared only once sent.
 */
export function SendSms({ shift }: { shift: Pick<CustomerShiftView, 'id' | 'worker'> }) {
  const { t } = useTranslation(['customerShifts', 'validation', 'errors']);
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useEndpointAction(sendSms, {
    success: (answer) => ({ key: 'customerShifts:sms.sent', values: { phone: formatPhone(answer.to) } }),
    failure: (failure) =>
      issueOf(failure, 'message')
        ? null
        : (validationAnswer(failure, ['smsNoWorker', 'smsNoPhone', 'smsFailed']) ?? 'errors:somethingWentWrong'),
    onFailure: (failure) => setError(issueOf(failure, 'message')),
    onSuccess: () => setMessage(''),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (message.trim() === '') {
      setError('validation:fieldRequired');
      return;
    }
    void send.run({ shiftId: shift.id, message: message.trim() });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('customerShifts:sms.title')}
      </h2>
      <Field
        id={id}
        label={t('customerShifts:sms.message', { name: shift.worker?.name ?? '' })}
        hint={t('customerShifts:sms.counter', { count: message.length, max: SMS_MAX_LENGTH })}
        required
        requiredText={t('customerShifts:required')}
        error={error ? t(error) : undefined}
      >
        {(props) => (
          <textarea
            {...props}
            rows={4}
            maxLength={SMS_MAX_LENGTH}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setError(null);
              send.reset();
            }}
          />
        )}
      </Field>
      <div>
        <Button type="submit" busy={send.busy}>
          {t('customerShifts:sms.send')}
        </Button>
      </div>
      {send.notice && <Notice tone={send.notice.tone}>{send.notice.text}</Notice>}
    </form>
  );
}
