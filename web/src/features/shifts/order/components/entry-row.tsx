import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@vuoro/domain';
import { placeLabel } from '../../model';
import type { ShiftChoices } from '../model';
import type { EntryErrors, EntryField, EntryValues } from '../report-model';
import { ChoiceOptions, useFieldRender } from './form-field';
import { TimeFields } from './time-fields';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface EntryRowProps {
  row: EntryValues;
  /** Ids of this row's fields: the first with an error gets the focus. */
  idOf: (field: EntryField) => string;
  choices: ShiftChoices;
  /** Errors as i18n keys. */
  errors: EntryErrors;
  /** The latest day offered: today. */
  max: string;
  onChange: (patch: Partial<EntryValues>) => void;
}

const REQUIRED: ReadonlySet<EntryField> = new Set([
  'placeOfWorkId',
  'professionTitleId',
  'day',
  'start',
  'end',
  'employeeId',
  'workerName',
]);

/** One shift already worked: where, as what, when, and who worked it (an agency employee or a named worker). */
export function EntryRow({ row, idOf, choices, errors, max, onChange }: EntryRowProps) {
  const { t } = useTranslation(['shiftOrder', 'validation']);
  const { titleName } = useWorkDataNames();
  const field = useFieldRender({ idOf, errors, required: REQUIRED });
  const set = (name: keyof EntryValues) => (e: { target: { value: string } }) => onChange({ [name]: e.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('placeOfWorkId', (props) => (
        <select {...props} value={row.placeOfWorkId} onChange={set('placeOfWorkId')}>
          <ChoiceOptions placeholder={t('shiftOrder:choosePlace')} items={choices.placesOfWork} label={placeLabel} />
        </select>
      ))}
      {field('professionTitleId', (props) => (
        <select {...props} value={row.professionTitleId} onChange={set('professionTitleId')}>
          <ChoiceOptions placeholder={t('shiftOrder:chooseTitle')} items={choices.professionTitles} label={titleName} />
        </select>
      ))}
      {field('day', (props) => (
        <input {...props} type="date" max={max} value={row.day} onChange={set('day')} />
      ))}
      <TimeFields field={field} values={row} onChange={(name, value) => onChange({ [name]: value })} />
      {choices.workers.length > 0 && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-800">{t('shiftOrder:field.worker')}</legend>
          {(['employee', 'name'] as const).map((worker) => (
            <label key={worker} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`${idOf('employeeId')}-worker`}
                className="size-5"
                checked={row.worker === worker}
                onChange={() => onChange({ worker })}
              />
              {t(worker === 'employee' ? 'shiftOrder:workerEmployee' : 'shiftOrder:workerNamed')}
            </label>
          ))}
        </fieldset>
      )}
      <div className="sm:col-span-2">
        {row.worker === 'employee'
          ? field('employeeId', (props) => (
              <select {...props} value={row.employeeId} onChange={set('employeeId')}>
                <option value="">{t('shiftOrder:chooseEmployee')}</option>
                {choices.workers.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            ))
          : field('workerName', (props) => (
              <input
                {...props}
                maxLength={TEXT_LIMITS.short}
                autoComplete="off"
                value={row.workerName}
                onChange={set('workerName')}
              />
            ))}
      </div>
      <div className="sm:col-span-2">
        {field('notes', (props) => (
          <textarea {...props} rows={2} maxLength={TEXT_LIMITS.medium} value={row.notes} onChange={set('notes')} />
        ))}
      </div>
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={row.internal}
          onChange={(e) => onChange({ internal: e.target.checked })}
        />
        {t('shiftOrder:field.internal')}
      </label>
    </div>
  );
}
