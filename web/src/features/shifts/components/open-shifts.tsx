import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { routes, type OfferFilter as Filter, type ShiftOffer } from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { isSignedOut } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import type { OfferAnswer } from '../api/answer-offer';
import { useShiftOffers } from '../api/get-shift-offers';
import { staffAlertsChanged } from '@/lib/staff-alerts';
import { groupOffersByDay, offerPageHref, offerPaging, offerShiftFacts, type OfferPage } from '../model';
import { OfferActions } from './offer-actions';
import { OfferCard } from './offer-card';
import { OfferFilter } from './offer-filter';
import { ButtonLink } from '@/lib/ui/button';

export interface OpenShiftsProps extends OfferPage {
  /** The filter in the address (`?day=&place=&title=`). */
  filter: Filter;
}

/** What the last answer did, said on the screen until the next one. */
type Outcome = { tone: 'success' | 'error'; text: string; upcoming: boolean; serial: number } | null;

/**
 * The open and suggested shifts (`/open-shifts/:skip/:take?day&place&title`): a page of the offers
 * matching the filter, by the Helsinki day of their first shift, each a flat card with its kind in
 * words, where, the hours and estimated pay, and what can be answered to it. An
 * answered offer leaves the list at once and the page reloads, so a shift someone else took
 * meanwhile goes too; what happened is said above the list and gets the focus.
 */
export function OpenShifts({ skip, take, filter }: OpenShiftsProps) {
  const { t, i18n } = useTranslation(['shifts', 'common', 'validation', 'errors']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const offers = useShiftOffers({ skip, take }, filter);
  const [, navigate] = useLocation();
  const pageHref = (page: OfferPage) => offerPageHref(page, filter);
  const filtered = !!(filter.day || filter.placeOfWorkId || filter.professionTitleId);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  function settle(offer: ShiftOffer, next: Omit<NonNullable<Outcome>, 'serial'>) {
    setAnswered((ids) => new Set(ids).add(offer.id));
    setOutcome((previous) => ({ ...next, serial: (previous?.serial ?? 0) + 1 }));
    staffAlertsChanged();
    offers.retry();
  }

  const onAnswered = (offer: ShiftOffer, answer: OfferAnswer) => {
    const shift = t('shifts:open.shift', offerShiftFacts(offer.shifts[0]!, language));
    const count = offer.shifts.length;
    const bundle = offer.kind === 'bundle';
    const text =
      answer === 'take'
        ? bundle
          ? t('shifts:open.acceptedFrom', { count, shift })
          : t('shifts:open.booked', { shift })
        : bundle
          ? t('shifts:open.bundleRejectedFrom', { count, shift })
          : t('shifts:open.rejected', { shift });
    settle(offer, { tone: 'success', text, upcoming: answer === 'take' });
  };
  const onGone = (offer: ShiftOffer, key: string) => settle(offer, { tone: 'error', text: t(key), upcoming: false });

  const data = offers.data;
  const shown = (data?.offers ?? []).filter((o) => !answered.has(o.id));
  const total = data ? Math.max(0, data.total - (data.offers.length - shown.length)) : 0;
  const paging = data ? offerPaging({ skip, take }, data.total, data.offers.length) : null;
  if (offers.status === 'ready' && paging?.outOfRange) return <Redirect to={pageHref(paging.outOfRange)} replace />;
  const days = groupOffersByDay(shown);
  const signedOut = offers.status === 'error' && isSignedOut(offers.error);
  // Every offer of the page answered: no "Showing 3–2"; the reload moves to the page before.
  const from = skip + 1;
  const to = skip + shown.length;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-6">
      <h1 id={headingId} className="text-2xl font-bold">
        {t('common:screens.openShifts')}
      </h1>
      <p className="mt-2 text-slate-700">{t('shifts:open.intro')}</p>

      <div ref={said} tabIndex={-1} className="focus:outline-none">
        <div role="status">
          {outcome?.tone === 'success' && (
            <p className="mt-4 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 font-medium text-green-900">
              {outcome.text}{' '}
              {outcome.upcoming && (
                <Link href={routes.shiftsUpcoming.href()} className="underline underline-offset-2">
                  {t('shifts:open.seeUpcoming')}
                </Link>
              )}
            </p>
          )}
        </div>
        <div role="alert">
          {outcome?.tone === 'error' && (
            <p className="mt-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">{outcome.text}</p>
          )}
        </div>
      </div>

      <OfferFilter
        key={JSON.stringify(filter)}
        filter={filter}
        choices={data?.choices ?? null}
        language={language}
        clearHref={offerPageHref({ skip: 0, take }, {})}
        onShow={(next) => {
          setOutcome(null);
          navigate(offerPageHref({ skip: 0, take }, next));
        }}
      />

      <p className="mt-4 text-slate-700" aria-live="polite">
        {offers.status === 'loading' && !data
          ? t('shifts:open.loading')
          : !data
            ? ''
            : total === 0
              ? t(filtered ? 'shifts:offers.noneMatching' : 'shifts:open.none')
              : shown.length > 0 && t('shifts:offers.count', { from, to, count: total })}
      </p>
      {offers.status === 'error' && !signedOut && <LoadFailed error={offers.error} retry={offers.retry} className="mt-3" />}

      {days.map(({ day, offers: ofDay }) => (
        <section key={day} aria-labelledby={`${headingId}-${day}`} className="mt-5">
          <h2 id={`${headingId}-${day}`} className="text-lg font-bold text-slate-900">
            {formatDayHeading(day, language)}
          </h2>
          <ul className="mt-2 grid gap-2">
            {ofDay.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  language={language}
                  actions={<OfferActions offer={offer} language={language} onAnswered={onAnswered} onGone={onGone} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {paging && (paging.previous || paging.next) && (
        <nav aria-label={t('shifts:open.pages')} className="mt-6 flex flex-wrap justify-between gap-3">
          {paging.previous ? (
            <ButtonLink href={pageHref(paging.previous)} onClick={() => setOutcome(null)} variant="secondary">
              {t('shifts:open.previous')}
            </ButtonLink>
          ) : (
            <span />
          )}
          {paging.next && (
            <ButtonLink href={pageHref(paging.next)} onClick={() => setOutcome(null)} variant="secondary">
              {t('shifts:open.next')}
            </ButtonLink>
          )}
        </nav>
      )}
    </section>
  );
}
