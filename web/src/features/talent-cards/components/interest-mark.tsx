import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_MARK_MESSAGE_MAX, type CardMarkResponse } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import type { CardMarkResult } from '../api/read-shared-cards';

export interface InterestMarkProps {
  name: string;
  mark: CardMarkResponse;
  onMark: (body: { interested: boolean; message?: string | null }) => Promise<CardMarkResult>;
}

/**
 * The customer's "Interested" on one card of a shared link, with an optional short message to the
 * agency; pressed again it takes the mark back. The agency sees it in Vuoro (no mail is sent).
 */
export function InterestMark({ name, mark: initial, onMark }: InterestMarkProps) {
  const { t } = useTranslation(['cards']);
  const id = useId();
  const [mark, setMark] = useState(initial);
  const [message, setMessage] = useState(initial.message ?? '');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = async (interested: boolean) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const result = await onMark({ interested, message: interested ? message : null });
    setBusy(false);
    if (result.ok) {
      setMark(result.data);
      setNotice({ tone: 'success', text: t(interested ? 'cards:interest.saved' : 'cards:interest.removed', { name }) });
    } else {
      const { reason } = result;
      const key =
        reason === 'tooMany'
          ? 'cards:interest.tooMany'
          : reason === 'failed' || reason === 'notOnLink'
            ? 'cards:interest.failed'
            : `cards:shared.${reason}`;
      setNotice({ tone: 'error', text: t(key) });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-3 print:hidden">
      {mark.interested ? (
        <div className="space-y-2">
          <p className="font-semibold text-green-900">
            <span aria-hidden="true">✓ </span>
            {t('cards:interest.marked')}
          </p>
          {mark.message && (
            <p className="whitespace-pre-line text-sm text-slate-800">
              {t('cards:interest.yourMessage', { message: mark.message })}
            </p>
          )}
          <Button variant="secondary" busy={busy} onClick={() => void send(false)}>
            {t('cards:interest.remove')}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-2">
          <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-slate-800">
            {t('cards:interest.message', { count: CARD_MARK_MESSAGE_MAX })}
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            maxLength={CARD_MARK_MESSAGE_MAX}
            rows={2}
            onChange={(e) => setMessage(e.target.value)}
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
          />
          <Button type="submit" busy={busy}>
            {t('cards:interest.mark')}
            <span className="sr-only">: {name}</span>
          </Button>
        </form>
      )}
      {notice && (
        <div className="mt-2">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
    </div>
  );
}
