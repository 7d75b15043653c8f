import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftOffer, SupportedLanguage } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { offerShiftFacts } from '../model';
import { ShiftCard } from './shift-card';

export interface OfferCardProps {
  offer: ShiftOffer;
  language: SupportedLanguage;
  /** Book, accept or reject, under the offer's shifts. */
  actions: ReactNode;
}

const KIND_STYLE: Record<ShiftOffer['kind'], string> = {
  open: 'bg-sky-100 text-sky-900',
  single: 'bg-amber-100 text-amber-900',
  bundle: 'bg-violet-100 text-violet-900',
};

/**
 * One offer, named by its kind and first shift: what kind it is in words (an open shift, suggested to you, a bundle of N shifts),
 * its shift as the upcoming list shows one, or all of a bundle's shifts together with their
 * days (a bundle spans days and is taken whole), and what can be answered to it.
 */
export function OfferCard({ offer, language, actions }: OfferCardProps) {
  const { t } = useTranslation('shifts');
  const first = offer.shifts[0]!;
  const kind =
    offer.kind === 'bundle' ? t('shifts:open.kind.bundle', { count: offer.shifts.length }) : t(`shifts:open.kind.${offer.kind}`);
  return (
    <article
      aria-label={`${kind}, ${t('shifts:open.shift', offerShiftFacts(first, language))}`}
      className="rounded-2xl border border-slate-300 bg-slate-50 p-3"
    >
      <p>
        <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${KIND_STYLE[offer.kind]}`}>{kind}</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{t(`shifts:open.hint.${offer.kind}`)}</p>
      {offer.kind === 'bundle' ? (
        <ol className="mt-3 grid gap-3">
          {offer.shifts.map((shift) => (
            <li key={shift.id}>
              <p className="mb-1 font-semibold text-slate-900">{formatDayHeading(shift.day, language)}</p>
              <ShiftCard shift={shift} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-3">
          <ShiftCard shift={first} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3">{actions}</div>
    </article>
  );
}
