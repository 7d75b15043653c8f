import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, shiftFeedbackBody } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { issuesOf } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { giveFeedback } from '../api/give-feedback';
import { validationAnswer } from '../model';

type FeedbackField = 'rating' | 'message' | 'email';
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Feedback on a worked shift (`can.feedback`), once: a rating 1–5 (radio buttons), the text and
 * a reply email; checked with the route's own schema before it is sent, and kept on a failure.
 * Once sent the form goes (the shift takes no second one): `onSent` says thanks where it stood.
 */
export function FeedbackForm({ shiftId, onSent }: { shiftId: string; onSent: () => void }) {
  const { t } = useTranslation(['customerShifts', 'validation', 'shifts']);
  const id = useId();
  const [rating, setRating] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const send = useEndpointAction(giveFeedback, {
    failure: (error) =>
      issuesOf(error).length > 0
        ? null
        : (validationAnswer(error, ['feedbackNotPossible', 'feedbackAlreadyGiven']) ?? 'shifts:mark.saveFailed'),
    onFailure: (error) => setErrors(fieldErrors(issuesOf(error).map((i) => ({ path: i.path.split('.'), message: i.message })))),
    onSuccess: onSent,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = shiftFeedbackBody.safeParse({
      shiftId,
      rating: rating === '' ? undefined : Number(rating),
      message,
      email: email.trim() === '' ? null : email.trim(),
    });
    if (!parsed.success) {
      const found = fieldErrors<FeedbackField>(parsed.error.issues);
      setErrors({ ...found, ...(rating === '' && { rating: 'validation:fieldRequired' }) });
      return;
    }
    setErrors({});
    void send.run(parsed.data);
  };
  const error = (field: FeedbackField) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('customerShifts:feedback.title')}
      </h2>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {t('customerShifts:feedback.rating')}
          <span className="text-red-800">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">{t('customerShifts:required')}</span>
          </span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RATINGS.map((n) => (
            <label key={n} className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg border border-slate-400 px-3">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === String(n)}
                onChange={() => setRating(String(n))}
              />
              <span>{t('customerShifts:feedback.stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-semibold text-red-800">
            {error('rating')}
          </p>
        )}
      </fieldset>
      <Field
        id={`${id}-message`}
        label={t('customerShifts:feedback.message')}
        required
        requiredText={t('customerShifts:required')}
        error={error('message')}
      >
        {(props) => <textarea {...props} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
      <Field
        id={`${id}-email`}
        label={t('customerShifts:feedback.email')}
        hint={t('customerShifts:feedback.emailHint')}
        error={error('email')}
      >
        {(props) => (
          <input {...props} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      <div>
        <Button type="submit" busy={send.busy}>
          {t('customerShifts:feedback.send')}
        </Button>
      </div>
      {send.notice && <Notice tone={send.notice.tone}>{send.notice.text}</Notice>}
    </form>
  );
}
