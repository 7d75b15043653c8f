import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeShiftView, ShiftOffer, SupportedLanguage } from '@vuoro/domain';
import { formatCurrency, formatHours } from '@/lib/format';
import { formatShortDay, offerShiftFacts, offerWorth, shiftTimes } from '../model';
import { PlaceContact } from './place-contact';
import { useWorkDataNames } from '@/lib/work-data-names';

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
 * One offer as one flat card, with what the decision needs: what kind it is in words (an open
 * shift, suggested to you, a bundle of N shifts), where (the place, its address as a map link and
 * its phone), when, as what, the hours and the estimated pay, and what can be answered to it. A
 * bundle lists its shifts a line each (it spans days and is taken whole), saying where once when
 * all are at one place as one title, with their hours and pay together.
 */
export function OfferCard({ offer, language, actions }: OfferCardProps) {
  const { t } = useTranslation('shifts');
  const { titleName } = useWorkDataNames();
  const first = offer.shifts[0]!;
  const bundle = offer.kind === 'bundle';
  const kind = bundle ? t('shifts:open.kind.bundle', { count: offer.shifts.length }) : t(`shifts:open.kind.${offer.kind}`);
  const worth = offerWorth(offer.shifts);
  // A bundle at one place as one title (the usual one) says where once, above its days.
  const oneWhere = offer.shifts.every(
    (s) => s.placeOfWork.id === first.placeOfWork.id && s.professionTitle.id === first.professionTitle.id,
  );
  // The figures side by side, a column each, so they take two lines on a phone rather than three.
  const facts: [string, string][] = [[t(bundle ? 'shifts:totalHours' : 'shifts:hours'), formatHours(worth.hours, language)]];
  if (worth.pay !== null) facts.push([t('shifts:offers.estimatedPay'), formatCurrency(worth.pay, language)]);
  if (!bundle)
    facts.push([
      t('shifts:lunchBreak'),
      first.lunchBreak ? t('shifts:minutes', { count: first.lunchBreak }) : t('shifts:noLunchBreak'),
    ]);
  return (
    <article
      aria-label={`${kind}, ${t('shifts:open.shift', offerShiftFacts(first, language))}`}
      className="rounded-xl border border-slate-300 bg-white p-3 shadow-sm"
    >
      <p className="text-sm text-slate-700">
        <span className={`mr-2 inline-block rounded-full px-2.5 py-0.5 font-semibold ${KIND_STYLE[offer.kind]}`}>{kind}</span>
        {/* What taking a bundle means; an open or suggested shift is what the screen's intro says. */}
        {bundle && t('shifts:open.hint.bundle')}
      </p>
      {!bundle || oneWhere ? (
        <div className="mt-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h3 className="text-lg font-semibold">{first.placeOfWork.name}</h3>
            {!bundle && (
              <p className="whitespace-nowrap text-lg font-semibold tabular-nums">
                <span className="sr-only">{t('shifts:time')} </span>
                {shiftTimes(first).time}
              </p>
            )}
          </div>
          <p>{titleName(first.professionTitle)}</p>
          <PlaceContact place={first.placeOfWork} />
        </div>
      ) : null}
      {bundle && (
        <ol className="mt-2 grid gap-1">
          {offer.shifts.map((shift) => (
            <li key={shift.id} className={oneWhere ? '' : 'border-t border-slate-200 pt-2'}>
              <p className="font-semibold tabular-nums">
                {formatShortDay(shift.day, language)} <span className="whitespace-nowrap">{shiftTimes(shift).time}</span>
              </p>
              {!oneWhere && <BundledShiftWhere shift={shift} />}
            </li>
          ))}
        </ol>
      )}
      <dl className="mt-2 grid grid-cols-3 gap-x-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-700">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-3">{actions}</div>
    </article>
  );
}

/** Where a shift of a bundle is and as what: the place and profession title, the address and phone. */
function BundledShiftWhere({ shift }: { shift: EmployeeShiftView }) {
  const { titleName } = useWorkDataNames();
  return (
    <>
      <p className="break-words">
        {shift.placeOfWork.name} · {titleName(shift.professionTitle)}
      </p>
      <PlaceContact place={shift.placeOfWork} />
    </>
  );
}
