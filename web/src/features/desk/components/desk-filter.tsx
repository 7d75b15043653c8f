import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui/button';
import { Field } from '@/lib/ui/field';
import type { DeskView } from '../model';

export interface DeskFilterProps {
  view: DeskView;
  /** The period the API answered for (its default when the address names none); null while loading. */
  period: { from: string; until: string } | null;
  /** The customers of the loaded shifts (and so of the chosen one). */
  customers: { id: string; name: string }[];
  onShow: (filter: Pick<DeskView, 'from' | 'until' | 'customerId'>) => void;
}

/** The desk's period (Helsinki days) and customer; 'Show' puts them in the address, which loads them. */
export function DeskFilter({ view, period, customers, onShow }: DeskFilterProps) {
  const { t } = useTranslation('desk');
  const ids = { customer: useId(), from: useId(), until: useId() };
  const [customerId, setCustomerId] = useState(view.customerId);
  const [from, setFrom] = useState(view.from || period?.from || '');
  const [until, setUntil] = useState(view.until || period?.until || '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ordered = from && until && from > until ? { from: until, until: from } : { from, until };
    onShow({ ...ordered, customerId });
  };
  const chosenKnown = !view.customerId || customers.some((c) => c.id === view.customerId);
  return (
    <form
      onSubmit={submit}
      aria-label={t('desk:filter')}
      className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <Field id={ids.customer} label={t('desk:customer')}>
        {(control) => (
          <select {...control} value={customerId} onChange={(e) => setCustomerId(e.target.value)}>
            <option value="">{t('desk:allCustomers')}</option>
            {!chosenKnown && <option value={view.customerId}>{view.customerId}</option>}
            {customers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:contents">
        <Field id={ids.from} label={t('desk:from')}>
          {(control) => (
            <input {...control} type="date" value={from} max={until || undefined} onChange={(e) => setFrom(e.target.value)} />
          )}
        </Field>
        <Field id={ids.until} label={t('desk:until')}>
          {(control) => (
            <input {...control} type="date" value={until} min={from || undefined} onChange={(e) => setUntil(e.target.value)} />
          )}
        </Field>
      </div>
      <Button type="submit">{t('desk:show')}</Button>
    </form>
  );
}
