import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_REPORTED_ENTRY, type CustomerShiftView, type customerPlaceOfWork } from '@vuoro/domain';
import type { z } from 'zod';
import { formatCurrency, formatDateTimeInAgencyZone, formatDayHeading, formatHours, keepPhonesWhole } from '@/lib/format';
import { DefinitionList } from '@/lib/ui/definition-list';
import { shiftTimes } from '../../model';
import { PlaceContact } from '../../components/place-contact';
import { StateBadge } from './state-badge';
import { useShiftWords } from './use-shift-words';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface ShiftFactsProps {
  shift: CustomerShiftView;
  /** The place with its address and phone, once the list of places has loaded. */
  place: z.infer<typeof customerPlaceOfWork> | null;
}

/** Every field of a shift the customer may see, the empty ones left out. */
export function ShiftFacts({ shift, place }: ShiftFactsProps) {
  const { t } = useTranslation(['customerShifts', 'shifts', 'labels']);
  const { language } = useShiftWords();
  const { titleName, worktimeName } = useWorkDataNames();
  const { time, original } = shiftTimes(shift);
  const when = (at: string | null) => (at ? formatDateTimeInAgencyZone(new Date(at)) : null);
  const rows: [string, ReactNode][] = [
    [t('shifts:date'), `${formatDayHeading(shift.day, language)}${shift.day.slice(0, 4)}`],
    [
      t('shifts:time'),
      <span key="time" className="flex flex-wrap gap-x-3 tabular-nums">
        <span>{time}</span>
        {original && <span className="text-slate-700">{t('shifts:originalTimeWas', { time: original })}</span>}
      </span>,
    ],
    [t('shifts:timeChange'), shift.timeChange && t(`labels:timeChangeState.${shift.timeChange}`)],
    [t('shifts:hours'), formatHours(shift.hours, language)],
    [t('shifts:lunchBreak'), shift.lunchBreak ? t('shifts:minutes', { count: shift.lunchBreak }) : t('shifts:noLunchBreak')],
    [t('shifts:state'), <StateBadge key="state" state={shift.state} />],
    [t('shifts:placeOfWork'), <PlaceFact key="place" name={shift.placeOfWork.name} place={place} />],
    [t('shifts:customer'), shift.customer.name],
    [t('shifts:professionTitle'), titleName(shift.professionTitle)],
    [t('customerShifts:worker'), shift.worker?.name ?? t('customerShifts:unfilled')],
    [t('shifts:contactPerson'), shift.contactPerson && keepPhonesWhole(shift.contactPerson)],
    [t('customerShifts:details.infoToEmployee'), shift.infoToEmployee && keepPhonesWhole(shift.infoToEmployee)],
    [t('shifts:notes'), shift.notes],
    [t('shifts:worktimeFormat'), worktimeName(shift.worktimeFormat)],
    [t('customerShifts:details.internal'), shift.internal ? t('customerShifts:details.yes') : null],
    [
      t('shifts:entryType'),
      shift.entryType === CUSTOMER_REPORTED_ENTRY ? t('customerShifts:details.reportedByCustomer') : shift.entryType,
    ],
    [t('customerShifts:details.target'), shift.suggestionTarget && t(`labels:suggestionTarget.${shift.suggestionTarget}`)],
    [t('customerShifts:details.openToAllAt'), when(shift.openToAllAt)],
    [t('customerShifts:details.costEstimate'), shift.costEstimate !== null ? formatCurrency(shift.costEstimate, language) : null],
    [t('customerShifts:details.cancellationReason'), shift.cancellationReason],
    [
      t('customerShifts:details.cancellationBillable'),
      shift.cancellationBillable === null ? null : t(`customerShifts:details.${shift.cancellationBillable ? 'yes' : 'no'}`),
    ],
    [t('customerShifts:details.acceptedAt'), when(shift.acceptedAt)],
    [
      t('customerShifts:details.ordered'),
      shift.orderedBy && t('customerShifts:details.orderedBy', { name: shift.orderedBy.name, date: when(shift.orderedAt) ?? '' }),
    ],
  ];
  return <DefinitionList layout="wide" items={rows.map(([term, value]) => ({ term, value }))} />;
}

function PlaceFact({ name, place }: { name: string; place: ShiftFactsProps['place'] }) {
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      {place && <PlaceContact place={place} />}
    </span>
  );
}
