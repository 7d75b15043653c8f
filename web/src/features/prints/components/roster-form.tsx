import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROSTER_MAX_DAYS,
  ROSTER_PRESETS,
  rosterPeriodTooLong,
  rosterPresetDays,
  type RosterPlacesResponse,
  type RosterQuery,
} from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useFileDownload } from '@/lib/use-file-download';
import { downloadRoster } from '../api/download-roster';

type Place = RosterPlacesResponse['placesOfWork'][number];

export interface RosterFormProps {
  places: readonly Place[];
  /** "Now" of the screen: the presets' periods are read from it. */
  now: Date;
}

/** What is wrong with a period before it is asked for, as the screen says it. */
function periodError(from: string, until: string): { field: 'until'; key: string } | null {
  if (from && until && until < from) return { field: 'until', key: 'customer:prints.untilBeforeFrom' };
  if (from && until && rosterPeriodTooLong(from, until)) return { field: 'until', key: 'customer:prints.periodTooLong' };
  return null;
}

/**
 * The roster's choices: a place of work, a Helsinki period (typed, or a preset: this week, the
 * next two weeks) and Download. A failed download says 'Failed to download file' and keeps every
 * choice for another try.
 */
export function RosterForm({ places, now }: RosterFormProps) {
  const { t } = useTranslation('customer');
  const ids = { place: useId(), from: useId(), until: useId(), presets: useId() };
  const initial = rosterPresetDays('nextTwoWeeks', now);
  const [placeOfWorkId, setPlace] = useState(places[0]?.id ?? '');
  const [from, setFrom] = useState(initial.from);
  const [until, setUntil] = useState(initial.until);
  const [checked, setChecked] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const download = useFileDownload(downloadRoster, 'customer:prints.downloadFailed', () => setDownloaded(true));
  const several = new Set(places.map((p) => p.customer.id)).size > 1;
  const problem = periodError(from, until);
  const shown = checked ? problem : null;
  const choose = (change: () => void) => {
    change();
    setDownloaded(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem || !placeOfWorkId || !from || !until) return;
    const query: RosterQuery = { placeOfWorkId, from, until };
    void download.run(query);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('customer:prints.formLabel')} className="mt-6 grid max-w-2xl gap-5">
      <Field id={ids.place} label={t('customer:prints.placeOfWork')} required requiredText={t('customer:prints.required')}>
        {(control) => (
          <select {...control} value={placeOfWorkId} onChange={(e) => choose(() => setPlace(e.target.value))}>
            {places.map((p) => (
              <option key={p.id} value={p.id}>
                {several ? t('customer:prints.placeOfCustomer', { place: p.name, customer: p.customer.name }) : p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-slate-800">{t('customer:prints.period')}</legend>
        <div role="group" aria-labelledby={ids.presets} className="flex flex-wrap items-center gap-2">
          <span id={ids.presets} className="sr-only">
            {t('customer:prints.presets')}
          </span>
          {ROSTER_PRESETS.map((preset) => {
            const days = rosterPresetDays(preset, now);
            return (
              <Button
                key={preset}
                variant="secondary"
                className="aria-[pressed=true]:bg-brand-100 aria-[pressed=true]:ring-2 aria-[pressed=true]:ring-brand-700"
                aria-pressed={days.from === from && days.until === until}
                onClick={() =>
                  choose(() => {
                    setFrom(days.from);
                    setUntil(days.until);
                  })
                }
              >
                {t(`customer:prints.preset.${preset}`)}
              </Button>
            );
          })}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Field id={ids.from} label={t('customer:prints.from')} required requiredText={t('customer:prints.required')}>
            {(control) => <input {...control} type="date" value={from} onChange={(e) => choose(() => setFrom(e.target.value))} />}
          </Field>
          <Field
            id={ids.until}
            label={t('customer:prints.until')}
            required
            requiredText={t('customer:prints.required')}
            error={shown ? t(shown.key, { count: ROSTER_MAX_DAYS }) : undefined}
          >
            {(control) => (
              <input {...control} type="date" value={until} onChange={(e) => choose(() => setUntil(e.target.value))} />
            )}
          </Field>
        </div>
        <p className="text-sm text-slate-600">{t('customer:prints.periodHint', { count: ROSTER_MAX_DAYS })}</p>
      </fieldset>
      <div>
        <Button type="submit" busy={download.busy}>
          {t('customer:prints.download')}
        </Button>
      </div>
      {download.notice && <Notice tone={download.notice.tone}>{download.notice.text}</Notice>}
      {downloaded && !download.notice && <Notice tone="success">{t('customer:prints.downloaded')}</Notice>}
    </form>
  );
}
