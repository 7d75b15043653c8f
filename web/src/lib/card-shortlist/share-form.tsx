import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTalentCardShareBody,
  fieldErrors,
  TALENT_CARD_SHARE_DAYS,
  type CreateTalentCardShareBody,
  type CreateTalentCardShareResponse,
} from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { issuesOf } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';

export type CreateShare = (input: CreateTalentCardShareBody) => Promise<CreateTalentCardShareResponse>;

export interface ShareFormProps {
  talentIds: string[];
  assignmentId?: string | null;
  onCreate: CreateShare;
  /** The created link's field label ("Link to the card", "Link to the shortlist"). */
  linkLabel: string;
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/**
 * A new link to talents' cards: the recipient, the days it works, whether surnames show in full;
 * then the link to copy. Field issues show beside their fields; what was typed stays on a failure.
 */
export function ShareForm({ talentIds, assignmentId = null, onCreate, linkLabel }: ShareFormProps) {
  const { t } = useTranslation(['cards', 'validation', 'common']);
  const id = useId();
  const [recipient, setRecipient] = useState('');
  const [days, setDays] = useState(String(TALENT_CARD_SHARE_DAYS.default));
  const [fullNames, setFullNames] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ url: string; expiresAt: Date } | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useEndpointAction(onCreate, {
    failure: (error) => (issuesOf(error).length ? null : 'cards:share.failed'),
    onFailure: (error) => {
      const issues = issuesOf(error);
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
    },
    onSuccess: (share) => {
      setCreated({ url: `${window.location.origin}${share.path}`, expiresAt: new Date(share.expiresAt) });
      setCopied(false);
      setRecipient('');
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createTalentCardShareBody.safeParse({ talentIds, recipient, days, assignmentId, fullNames });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues) as Record<string, string>);
      return;
    }
    setErrors({});
    await create.run(parsed.data);
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const fieldError = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {t(errors[name])}
      </p>
    );

  return (
    <>
      <form onSubmit={submit} noValidate className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-recipient`} className="block text-sm font-semibold text-slate-800">
            {t('cards:share.recipient')}
          </label>
          <input
            id={`${id}-recipient`}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            aria-invalid={errors.recipient ? true : undefined}
            aria-describedby={errors.recipient ? `${id}-recipient-error` : undefined}
            autoComplete="organization"
            className={fieldClass}
          />
          {fieldError('recipient')}
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="block text-sm font-semibold text-slate-800">
            {t('cards:share.days', { min: TALENT_CARD_SHARE_DAYS.min, max: TALENT_CARD_SHARE_DAYS.max })}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={TALENT_CARD_SHARE_DAYS.min}
            max={TALENT_CARD_SHARE_DAYS.max}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={errors.days ? true : undefined}
            aria-describedby={errors.days ? `${id}-days-error` : undefined}
            className={fieldClass}
          />
          {fieldError('days')}
        </div>
        <Button type="submit" busy={create.busy}>
          {t('cards:share.create')}
        </Button>
        <div className="sm:col-span-3">
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={fullNames}
              onChange={(e) => setFullNames(e.target.checked)}
              aria-describedby={`${id}-full-hint`}
              className="mt-0.5 size-5 shrink-0"
            />
            <span>
              <span className="font-semibold">{t('cards:share.fullNames')}</span>
              <span id={`${id}-full-hint`} className="block text-slate-700">
                {t('cards:share.fullNamesHint')}
              </span>
            </span>
          </label>
        </div>
      </form>
      {(errors.talentIds || (create.notice && Object.keys(errors).length === 0)) && (
        <div className="mt-3">
          <Notice tone={create.notice?.tone ?? 'error'}>{errors.talentIds ? t(errors.talentIds) : create.notice?.text}</Notice>
        </div>
      )}
      {created && (
        <div className="mt-3 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 text-sm text-green-950">
          <p role="status">{t('cards:share.created', { date: formatDate(created.expiresAt) })}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-link`} className="sr-only">
              {linkLabel}
            </label>
            <input
              id={`${id}-link`}
              readOnly
              value={created.url}
              onFocus={(e) => e.target.select()}
              className={`${fieldClass} mt-0 min-w-0 flex-1`}
            />
            <Button variant="secondary" onClick={copy}>
              {copied ? t('cards:share.copied') : t('cards:share.copy')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
