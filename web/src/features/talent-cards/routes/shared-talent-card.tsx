import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { formatDate } from '@/lib/format';
import { markSharedCard, readSharedCards, type SharedCardsResult } from '../api/read-shared-cards';
import { TalentCardView } from '../components/talent-card-view';
import { Button } from '@/lib/ui/button';
import type { SharedTalentCard } from '@vuoro/domain';
import { InterestMark, type InterestMarkProps } from '../components/interest-mark';

/** One card of a shortlist: closed, its head and the customer's mark; opened, the whole card. */
function ShortlistCard({ card, onMark }: { card: SharedTalentCard; onMark: InterestMarkProps['onMark'] }) {
  const { t } = useTranslation(['cards']);
  const [open, setOpen] = useState(false);
  const name = card.talentName || t('cards:unnamed');
  return (
    <TalentCardView card={card} collapsed={!open}>
      <div className="mt-3 print:hidden">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('cards:shared.close') : t('cards:shared.open')}
          <span className="sr-only">: {name}</span>
        </Button>
      </div>
      <InterestMark name={name} mark={card} onMark={onMark} />
    </TalentCardView>
  );
}

/**
 * `/shared/cards/:token` (no sign-in): the talent cards a recruiter shared with a customer, as
 * they are now, while the link is valid. An expired, revoked or unknown link says so in the
 * visitor's language; a failed load offers a retry. Reads through the `cards` function only.
 * A shortlist (several cards, in the recruiter's order) lists them closed, each openable; on
 * every card the customer marks "Interested", with a short message if they like.
 */
export default function SharedTalentCardRoute() {
  const { t } = useTranslation(['cards', 'common', 'errors']);
  const { token = '' } = useParams<{ token: string }>();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: SharedCardsResult } | null>(null);
  const key = `${token}#${attempt}`;
  useEffect(() => {
    let live = true;
    void readSharedCards(token).then((value) => live && setResult({ key, value }));
    return () => {
      live = false;
    };
  }, [token, key]);
  const load = useCallback(() => setAttempt((n) => n + 1), []);

  if (!result || result.key !== key) return <Loading />;
  if (!result.value.ok) {
    return (
      <div className="mx-auto max-w-xl space-y-3 px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">{t('common:screens.sharedTalentCard')}</h1>
        {result.value.reason === 'failed' ? (
          <>
            <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
            <Button onClick={load}>{t('common:error.retry')}</Button>
          </>
        ) : (
          <Notice tone="info">{t(`cards:shared.${result.value.reason}`)}</Notice>
        )}
      </div>
    );
  }
  const { cards, recipient, expiresAt } = result.value.data;
  const mark = (talentId: string) => (body: { interested: boolean; message?: string | null }) =>
    markSharedCard(token, talentId, body);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h1 className="text-2xl font-bold text-slate-900">{t('cards:shared.title', { recipient })}</h1>
          <p className="text-sm text-slate-700 print:hidden">
            {t('cards:shared.validUntil', { date: formatDate(new Date(expiresAt)) })}
          </p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          {t('cards:print')}
        </Button>
      </div>
      {cards.length === 0 ? (
        <Notice tone="info">{t('cards:shared.empty')}</Notice>
      ) : cards.length === 1 ? (
        <TalentCardView card={cards[0]!}>
          <InterestMark name={cards[0]!.talentName || t('cards:unnamed')} mark={cards[0]!} onMark={mark(cards[0]!.id)} />
        </TalentCardView>
      ) : (
        <>
          <p className="text-slate-800 print:hidden">{t('cards:shared.shortlistLead', { count: cards.length })}</p>
          <ol aria-label={t('cards:shared.list')} className="space-y-4">
            {cards.map((card) => (
              <li key={card.id}>
                <ShortlistCard card={card} onMark={mark(card.id)} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
