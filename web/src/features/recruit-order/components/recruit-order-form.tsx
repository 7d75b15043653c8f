import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInDateFormat, TEXT_LIMITS, type RecruitOrderBodyInput, type RecruitOrderViewResponse } from '@vuoro/domain';
import { apiErrorOf, isNotFound } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { Field, type ControlProps } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { useWorkDataNames } from '@/lib/work-data-names';
import { useProfessionTitleOptions } from '../api/get-profession-title-options';
import {
  checkRecruitOrder,
  emptyRecruitOrder,
  RECRUIT_ORDER_FIELDS,
  recruitOrderErrors,
  REQUIRED_FIELDS,
  type RecruitOrderErrors,
  type RecruitOrderField,
  type RecruitOrderValues,
} from '../model';
import { ProfessionTitleSelect } from './profession-title-select';

export interface RecruitOrderFormProps {
  view: RecruitOrderViewResponse;
  /** Sends the checked order; a failure is shown on the form, everything typed kept. */
  onSend: (body: RecruitOrderBodyInput) => Promise<unknown>;
}

/**
 * The recruit order (spec sections 3 and 5): checked with the route's own schema before it is
 * sent, each error under its field in the spec's words and the first one focused; a failed send
 * keeps everything typed.
 */
export function RecruitOrderForm({ view, onSend }: RecruitOrderFormProps) {
  const { t } = useTranslation(['customer', 'validation', 'labels']);
  const { titleName } = useWorkDataNames();
  const prefix = useId();
  const idOf = (f: RecruitOrderField) => `${prefix}-${f}`;
  const [values, setValues] = useState<RecruitOrderValues>(() => emptyRecruitOrder(view));
  const [errors, setErrors] = useState<RecruitOrderErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titles = useProfessionTitleOptions(values.customerId);
  const send = useEndpointAction(onSend, {
    failure: () => null,
    onFailure: (error) => {
      const found = apiErrorOf(error)?.status === 400 ? recruitOrderErrors(apiErrorOf(error)!.issues) : {};
      if (Object.keys(found).length > 0) show(found);
      else setFailure(isNotFound(error) ? 'customer:recruitOrder.choiceGone' : 'customer:recruitOrder.sendFailed');
    },
  });
  const places = view.placesOfWork.filter((p) => !values.customerId || p.customer.id === values.customerId);
  const severalCustomers = view.customers.length > 1;

  function show(found: RecruitOrderErrors) {
    setErrors(found);
    const first = RECRUIT_ORDER_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(idOf(first))?.focus();
  }
  const change = (patch: Partial<RecruitOrderValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as RecruitOrderField];
      // The date rules are about both dates and the contract type.
      if ('estimatedEndDate' in patch || 'contractType' in patch) delete rest.estimatedStartDate;
      if ('contractType' in patch) delete rest.estimatedEndDate;
      return rest;
    });
    setFailure(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (send.busy) return;
    const checked = checkRecruitOrder(values, new Date());
    setFailure(null);
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    setErrors({});
    await send.run(checked.body);
  }

  const field = (f: RecruitOrderField, label: string, control: (props: ControlProps) => ReactNode, hint?: string) => (
    <Field
      id={idOf(f)}
      label={label}
      hint={hint}
      required={REQUIRED_FIELDS.has(f)}
      requiredText={t('customer:recruitOrder.required')}
      error={errors[f] && t(errors[f])}
    >
      {control}
    </Field>
  );
  const languagesError = errors.requiredLanguages && t(errors.requiredLanguages);

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <p className="text-sm text-slate-700">{t('customer:recruitOrder.requiredNote')}</p>
      {failure && <Notice tone="error">{t(failure)}</Notice>}
      {severalCustomers
        ? field('customerId', t('customer:recruitOrder.customer'), (props) => (
            <select
              {...props}
              value={values.customerId}
              onChange={(e) => change({ customerId: e.target.value, placeOfWork: '', professionTitle: '' })}
            >
              <option value="">{t('customer:recruitOrder.chooseCustomer')}</option>
              {view.customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          ))
        : view.customers[0] && (
            <p className="text-slate-800">
              <span className="font-semibold">{t('customer:recruitOrder.customer')}:</span> {view.customers[0].name}
            </p>
          )}
      {field('placeOfWork', t('customer:recruitOrder.placeOfWork'), (props) => (
        <select {...props} value={values.placeOfWork} onChange={(e) => change({ placeOfWork: e.target.value })}>
          <option value="">{t('customer:recruitOrder.choosePlace')}</option>
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.city ? `${p.name}, ${p.city}` : p.name}
            </option>
          ))}
        </select>
      ))}
      <ProfessionTitleSelect
        titles={titles}
        customerChosen={!!values.customerId}
        field={(control) => field('professionTitle', t('customer:recruitOrder.professionTitle'), control)}
        value={values.professionTitle}
        onChange={(professionTitle) => change({ professionTitle })}
        label={titleName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {field('amount', t('customer:recruitOrder.amount'), (props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={values.amount}
            onChange={(e) => change({ amount: e.target.value })}
          />
        ))}
        {field('contractType', t('customer:recruitOrder.contractType'), (props) => (
          <select
            {...props}
            value={values.contractType}
            onChange={(e) => change({ contractType: e.target.value as RecruitOrderValues['contractType'] })}
          >
            <option value="">{t('customer:recruitOrder.chooseContractType')}</option>
            {view.contractTypes.map((c) => (
              <option key={c} value={c}>
                {t(`labels:recruitOrderContractType.${c}`)}
              </option>
            ))}
          </select>
        ))}
        {field(
          'estimatedStartDate',
          t('customer:recruitOrder.estimatedStartDate'),
          (props) => (
            <input
              {...props}
              type="date"
              min={view.earliestStartDate}
              value={values.estimatedStartDate}
              onChange={(e) => change({ estimatedStartDate: e.target.value })}
            />
          ),
          t('customer:recruitOrder.startDateHint', { date: dayInDateFormat(view.earliestStartDate) }),
        )}
        {field(
          'estimatedEndDate',
          t('customer:recruitOrder.estimatedEndDate'),
          (props) => (
            <input
              {...props}
              aria-required={values.contractType === 'FixedTerm' || undefined}
              type="date"
              min={values.estimatedStartDate || view.earliestStartDate}
              value={values.estimatedEndDate}
              onChange={(e) => change({ estimatedEndDate: e.target.value })}
            />
          ),
          t('customer:recruitOrder.endDateHint'),
        )}
      </div>
      {field(
        'estimatedThreeWeekWorkingTime',
        t('customer:recruitOrder.workingTime'),
        (props) => (
          <input
            {...props}
            inputMode="decimal"
            value={values.estimatedThreeWeekWorkingTime}
            onChange={(e) => change({ estimatedThreeWeekWorkingTime: e.target.value })}
          />
        ),
        t('customer:recruitOrder.workingTimeHint'),
      )}
      <fieldset
        id={idOf('requiredLanguages')}
        tabIndex={-1}
        aria-describedby={languagesError ? `${idOf('requiredLanguages')}-error` : undefined}
        className="outline-none"
      >
        <legend className="text-sm font-semibold text-slate-800">
          {t('customer:recruitOrder.languages')}
          <span className="text-red-800">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">{t('customer:recruitOrder.required')}</span>
          </span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {view.languages.map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={values.requiredLanguages.includes(l)}
                onChange={(e) =>
                  change({
                    requiredLanguages: e.target.checked
                      ? view.languages.filter((x) => x === l || values.requiredLanguages.includes(x))
                      : values.requiredLanguages.filter((x) => x !== l),
                  })
                }
              />
              {t(`labels:recruitOrderLanguage.${l}`)}
            </label>
          ))}
        </div>
        {languagesError && (
          <p id={`${idOf('requiredLanguages')}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {languagesError}
          </p>
        )}
      </fieldset>
      {field(
        'additionalInfo',
        t('customer:recruitOrder.additionalInfo'),
        (props) => (
          <textarea
            {...props}
            rows={4}
            maxLength={TEXT_LIMITS.medium}
            value={values.additionalInfo}
            onChange={(e) => change({ additionalInfo: e.target.value })}
          />
        ),
        t('customer:recruitOrder.additionalInfoHint'),
      )}
      <Button type="submit" busy={send.busy} className="w-full sm:w-auto">
        {send.busy ? t('customer:recruitOrder.sending') : t('customer:recruitOrder.send')}
      </Button>
    </form>
  );
}
