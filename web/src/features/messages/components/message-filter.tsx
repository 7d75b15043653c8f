import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FORMS, MESSAGE_TYPES, type MessageForm, type MessageType } from '@vuoro/domain';
import { Button, ButtonLink } from '@/lib/ui/button';
import { controlClass } from '@/lib/ui/field';
import { isFiltered, messagesHref, type MessageFilter as Filter } from '../model';

export interface MessageFilterProps {
  filter: Filter;
  /** Puts the filter in the address, first page (Back returns to the list before). */
  onShow: (filter: Filter) => void;
}

/**
 * The messages list's filter: the period (Helsinki days), the message type, how it was sent and
 * only the unread ones. A period whose end is before its start is refused here with the
 * validation's own words and the rest of the form kept.
 */
export function MessageFilter({ filter, onShow }: MessageFilterProps) {
  const { t } = useTranslation(['messages', 'labels', 'validation']);
  const id = useId();
  const [from, setFrom] = useState(filter.from ?? '');
  const [until, setUntil] = useState(filter.until ?? '');
  const [type, setType] = useState<MessageType | ''>(filter.messageType ?? '');
  const [form, setForm] = useState<MessageForm | ''>(filter.messageForm ?? '');
  const [onlyUnopened, setOnlyUnopened] = useState(!!filter.onlyUnopened);
  const backwards = !!(from && until && until < from);
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (backwards) return;
    onShow({
      skip: 0,
      take: filter.take,
      from: from || undefined,
      until: until || undefined,
      messageType: type || undefined,
      messageForm: form || undefined,
      onlyUnopened: onlyUnopened || undefined,
    });
  };
  const untilError = tried && backwards ? t('validation:endBeforeStart') : undefined;
  return (
    <form
      onSubmit={submit}
      aria-label={t('messages:filter.label')}
      noValidate
      className="mt-4 grid grid-cols-2 gap-x-3 gap-y-3 sm:grid-cols-4 sm:items-end"
    >
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-semibold text-slate-800">
          {t('messages:filter.from')}
        </label>
        <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={controlClass} />
      </div>
      <div>
        <label htmlFor={`${id}-until`} className="block text-sm font-semibold text-slate-800">
          {t('messages:filter.until')}
        </label>
        <input
          id={`${id}-until`}
          type="date"
          value={until}
          min={from || undefined}
          onChange={(e) => setUntil(e.target.value)}
          aria-invalid={untilError ? true : undefined}
          aria-describedby={untilError ? `${id}-until-error` : undefined}
          className={controlClass}
        />
      </div>
      {untilError && (
        <p id={`${id}-until-error`} className="col-span-2 -mt-2 text-sm font-semibold text-red-800 sm:order-last sm:col-span-4">
          {untilError}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-type`} className="block text-sm font-semibold text-slate-800">
          {t('messages:filter.type')}
        </label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(e) => setType(e.target.value as MessageType | '')}
          className={controlClass}
        >
          <option value="">{t('messages:filter.anyType')}</option>
          {MESSAGE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`labels:messageType.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-form`} className="block text-sm font-semibold text-slate-800">
          {t('messages:filter.form')}
        </label>
        <select
          id={`${id}-form`}
          value={form}
          onChange={(e) => setForm(e.target.value as MessageForm | '')}
          className={controlClass}
        >
          <option value="">{t('messages:filter.anyForm')}</option>
          {MESSAGE_FORMS.map((value) => (
            <option key={value} value={value}>
              {t(`messages:filter.forms.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="col-span-2 flex min-h-11 items-center gap-2 sm:col-span-4">
        <input type="checkbox" checked={onlyUnopened} onChange={(e) => setOnlyUnopened(e.target.checked)} className="size-5" />
        <span>{t('messages:filter.onlyUnopened')}</span>
      </label>
      <div className="col-span-2 flex flex-wrap gap-3 sm:col-span-4">
        <Button type="submit">{t('messages:filter.show')}</Button>
        {isFiltered(filter) && (
          <ButtonLink href={messagesHref({ skip: 0, take: filter.take })} variant="secondary">
            {t('messages:filter.clear')}
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
