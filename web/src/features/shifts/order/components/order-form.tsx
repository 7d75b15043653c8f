import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDay, ORDER_MAX_PEOPLE, ORDER_MAX_SHIFTS, routes, TEXT_LIMITS } from '@vuoro/domain';
import { Button, ButtonLink } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { placeLabel } from '../../model';
import type { ShiftOrderRequest } from '../api/create-shift-order';
import { useCustomerProfessionTitles } from '../api/get-profession-titles';
import {
  checkOrder,
  orderDays,
  orderErrors,
  orderInPast,
  orderShiftCount,
  ORDER_FIELDS,
  saveFailure,
  someErrors,
  type OrderErrors,
  type OrderField,
  type OrderValues,
  type ShiftChoices,
} from '../model';
import { ChoiceOptions, focusFirstError, useFieldRender } from './form-field';
import { OrderDays } from './order-days';
import { OrderTarget } from './order-target';
import { TimeFields } from './time-fields';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface OrderFormProps {
  choices: ShiftChoices;
  initial: OrderValues;
  /** Sends the checked order; a rejection is shown on the form, everything typed kept. */
  onSave: (request: ShiftOrderRequest) => Promise<void>;
}

const REQUIRED: ReadonlySet<OrderField> = new Set(['placeOfWorkId', 'professionTitleId', 'day', 'start', 'end', 'peopleCount']);
const CLOCK = /^([01]?\d|2[0-3])[.:][0-5]\d$/;

/**
 * The order (Create for one day, CreateMultiple for several): where, as what, when, for how many,
 * and to whom it is suggested. Checked with the route's own schema before sending; each error at
 * its field, the first focused. Said as typed: an end before the start is the next morning, a
 * time already past cannot be ordered.
 */
export function OrderForm({ choices, initial, onSave }: OrderFormProps) {
  const { t } = useTranslation(['shiftOrder', 'validation', 'labels', 'errors']);
  const { titleName } = useWorkDataNames();
  const prefix = useId();
  const idOf = (field: OrderField) => `${prefix}-${field}`;
  const [values, setValues] = useState<OrderValues>(initial);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [openedAt] = useState(() => new Date());
  const save = useEndpointAction(onSave, {
    failure: () => null,
    onFailure: (error) => {
      const { errors: found, message } = saveFailure(
        error,
        (issues) => someErrors(orderErrors(issues)),
        'shiftOrder:orderFailed',
      );
      show(found ?? {}, message);
    },
  });
  const titles = useCustomerProfessionTitles(values.placeOfWorkId || null);
  const titleChoices = (values.placeOfWorkId && titles.data?.professionTitles) || choices.professionTitles;
  const pools = choices.pools.filter((pool) => pool.placeOfWorkId === values.placeOfWorkId);

  function show(found: OrderErrors, message: string | null) {
    setErrors(found);
    setFailure(message);
    focusFirstError(ORDER_FIELDS, (f) => !!found[f], idOf, summaryRef.current);
  }
  const change = (patch: Partial<OrderValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as OrderField];
      if ('several' in patch || 'days' in patch) delete rest.day;
      return rest;
    });
    setFailure(null);
  };
  const set = (field: OrderField) => (value: string) => change({ [field]: value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkOrder(values, new Date());
    if (!checked.ok) {
      show(checked.errors, null);
      return;
    }
    setErrors({});
    setFailure(null);
    await save.run(checked.request);
  }

  const field = useFieldRender({ idOf, errors, required: REQUIRED });

  const today = agencyDay(openedAt);
  const days = orderDays(values);
  const count = orderShiftCount(values);
  const past = orderInPast(values, openedAt);
  const firstDay = days[0];
  const query =
    values.placeOfWorkId && values.professionTitleId && firstDay && CLOCK.test(values.start) && CLOCK.test(values.end)
      ? {
          placeOfWorkId: values.placeOfWorkId,
          professionTitleId: values.professionTitleId,
          day: firstDay,
          start: values.start,
          end: values.end,
        }
      : null;

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <p className="text-sm text-slate-700">{t('shiftOrder:requiredNote')}</p>
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {failure && <Notice tone="error">{t(failure)}</Notice>}
      </div>
      {field('placeOfWorkId', (props) => (
        <select
          {...props}
          value={values.placeOfWorkId}
          onChange={(e) =>
            // Pools and suitable employees are the place's: a choice made for another place goes.
            change({
              placeOfWorkId: e.target.value,
              poolId: '',
              employeeIds: [],
              ...(values.poolId && { target: '' as const }),
            })
          }
        >
          <ChoiceOptions placeholder={t('shiftOrder:choosePlace')} items={choices.placesOfWork} label={placeLabel} />
        </select>
      ))}
      {field('professionTitleId', (props) => (
        <select
          {...props}
          value={values.professionTitleId}
          onChange={(e) => change({ professionTitleId: e.target.value, employeeIds: [] })}
        >
          <ChoiceOptions placeholder={t('shiftOrder:chooseTitle')} items={titleChoices} label={titleName} />
        </select>
      ))}
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-slate-800">{t('shiftOrder:field.when')}</legend>
        {([false, true] as const).map((several) => (
          <label key={String(several)} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${prefix}-several`}
              className="size-5"
              checked={values.several === several}
              onChange={() => change({ several })}
            />
            {t(several ? 'shiftOrder:severalDays' : 'shiftOrder:oneDay')}
          </label>
        ))}
      </fieldset>
      {values.several ? (
        <OrderDays
          id={idOf('days')}
          days={values.days}
          min={today}
          shiftCount={count}
          onChange={(next) => change({ days: next })}
          error={errors.days && t(errors.days)}
        />
      ) : (
        field('day', (props) => (
          <input {...props} type="date" min={today} value={values.day} onChange={(e) => set('day')(e.target.value)} />
        ))
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeFields
          field={field}
          values={values}
          onChange={(name, value) => set(name)(value)}
          lunchHint={t('shiftOrder:lunchBreakHint')}
        />
        {field(
          'peopleCount',
          (props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={ORDER_MAX_PEOPLE}
              value={values.peopleCount}
              onChange={(e) => set('peopleCount')(e.target.value)}
            />
          ),
          { hint: t('shiftOrder:peopleHint', { max: ORDER_MAX_PEOPLE, total: ORDER_MAX_SHIFTS }) },
        )}
      </div>
      <div aria-live="polite">{past && <Notice tone="warning">{t('shiftOrder:pastWarning')}</Notice>}</div>
      {field('worktimeFormat', (props) => (
        <select {...props} value={values.worktimeFormat} onChange={(e) => set('worktimeFormat')(e.target.value)}>
          <option value="">{t('shiftOrder:noWorktimeFormat')}</option>
          {choices.worktimeFormats.map((format) => (
            <option key={format} value={format}>
              {t(`labels:workTimeType.${format}`)}
            </option>
          ))}
        </select>
      ))}
      {field('contactPerson', (props) => (
        <input
          {...props}
          maxLength={TEXT_LIMITS.short}
          value={values.contactPerson}
          onChange={(e) => set('contactPerson')(e.target.value)}
        />
      ))}
      {field(
        'infoToEmployee',
        (props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={TEXT_LIMITS.medium}
            value={values.infoToEmployee}
            onChange={(e) => set('infoToEmployee')(e.target.value)}
          />
        ),
        { hint: t('shiftOrder:infoHint') },
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={values.internal}
          onChange={(e) => change({ internal: e.target.checked })}
        />
        {t('shiftOrder:field.internal')}
      </label>
      <OrderTarget
        idOf={idOf}
        target={values.target}
        poolId={values.poolId}
        employeeIds={values.employeeIds}
        pools={pools}
        query={query}
        onChange={change}
        errors={{
          target: errors.target && t(errors.target),
          poolId: errors.poolId && t(errors.poolId),
          employeeIds: errors.employeeIds && t(errors.employeeIds),
        }}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" className="w-full sm:w-auto" busy={save.busy}>
          {save.busy ? t('shiftOrder:ordering') : t('shiftOrder:order')}
        </Button>
        <ButtonLink variant="link" href={routes.shiftsReport.href()}>
          {t('shiftOrder:reportInstead')}
        </ButtonLink>
      </div>
    </form>
  );
}
