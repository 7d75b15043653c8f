import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, isSignedOut } from '@/lib/api-error';
import { BackLink } from '@/lib/ui/actions';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useCustomerShift } from '../api/get-customer-shift';
import { useCustomerPlaces } from '../api/get-places-of-work';
import { FeedbackForm } from './feedback-form';
import { SendSms } from './send-sms';
import { ShiftActions } from './shift-actions';
import { ShiftFacts } from './shift-facts';
import { ShiftHistory } from './shift-history';
import { StateBadge } from './state-badge';
import { SuggestedEmployees } from './suggested-employees';
import { useShiftWords } from './use-shift-words';

export interface CustomerShiftDetailsProps {
  shiftId: string;
  /** Back to the list with its filter. */
  backHref: string;
}

/**
 * A shift's details (`/customer/shifts?shift=<id>`): every field with the place's address and
 * phone, the worker, whom it was suggested to, its history, and what the caller may do now
 * (accept, edit, cancel, "Send SMS", feedback). 'Shift not found' for a missing shift or
 * another customer's, 'Could not load shift' with a retry for any other failure.
 */
export function CustomerShiftDetails({ shiftId, backHref }: CustomerShiftDetailsProps) {
  const { t } = useTranslation(['customerShifts', 'shifts', 'errors']);
  const { facts } = useShiftWords();
  const shift = useCustomerShift(shiftId);
  const places = useCustomerPlaces();
  const [said, setSaid] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const saidRef = useRef<HTMLDivElement>(null);
  const ready = shift.status === 'ready';
  useEffect(() => {
    if (ready && !said) heading.current?.focus();
    // Only when the shift first comes: a reload after a write keeps the focus on what it said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  const changed = (notice: string) => {
    setSaid(notice);
    shift.retry();
    requestAnimationFrame(() => saidRef.current?.focus());
  };

  const data = shift.data?.shift ?? null;
  const notFound = shift.status === 'error' && isNotFound(shift.error);
  const place = data ? (places.data?.placesOfWork.find((p) => p.id === data.placeOfWork.id) ?? null) : null;
  return (
    <section aria-labelledby="customer-shift-title" className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
      <div>
        <BackLink href={backHref}>{t('customerShifts:details.back')}</BackLink>
        <h1 id="customer-shift-title" ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold focus:outline-none">
          {data ? `${facts(data).place}, ${facts(data).day} ${facts(data).time}` : t('shifts:detailsTitle')}
        </h1>
        {data && (
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <StateBadge state={data.state} />
            {data.timeChange === 'pendingConfirmation' && (
              <span className="text-sm font-semibold text-amber-900">{t('customerShifts:timeChangePending')}</span>
            )}
          </p>
        )}
      </div>
      {said && (
        <div ref={saidRef} tabIndex={-1} className="outline-none">
          <Notice tone="success">{t(said)}</Notice>
        </div>
      )}
      {shift.status === 'loading' && !data && (
        <p className="text-slate-700" aria-live="polite">
          {t('shifts:loadingShift')}
        </p>
      )}
      {shift.status === 'error' && !isSignedOut(shift.error) && (
        <LoadFailed
          error={shift.error}
          message={notFound ? t('errors:shiftNotFound') : t('errors:couldNotLoadShift')}
          {...(!notFound && { retry: shift.retry })}
        />
      )}
      {data && !notFound && (
        <>
          <ShiftActions shift={data} onChanged={changed} />
          <ShiftFacts shift={data} place={place} />
          {data.can.sms && <SendSms shift={data} />}
          {data.can.feedback && <FeedbackForm shiftId={data.id} onSent={() => changed('customerShifts:feedback.sent')} />}
          {data.feedbackGiven && !said && <p className="text-slate-700">{t('customerShifts:feedback.given')}</p>}
          <SuggestedEmployees shiftId={data.id} />
          <ShiftHistory history={data.history} />
        </>
      )}
    </section>
  );
}
