import { useTranslation } from 'react-i18next';
import { endsNextMorning } from '../../model';
import type { FieldRender } from './form-field';

export interface TimeFieldsProps {
  field: FieldRender<'start' | 'end' | 'lunchBreak'>;
  values: { start: string; end: string; lunchBreak: string };
  onChange: (name: 'start' | 'end' | 'lunchBreak', value: string) => void;
  lunchHint?: string;
}

/** Start, end (an end not after the start is the next morning, said under it) and the lunch break in minutes. */
export function TimeFields({ field, values, onChange, lunchHint }: TimeFieldsProps) {
  const { t } = useTranslation('shiftOrder');
  return (
    <>
      {field('start', (props) => (
        <input {...props} type="time" value={values.start} onChange={(e) => onChange('start', e.target.value)} />
      ))}
      {field(
        'end',
        (props) => (
          <input {...props} type="time" value={values.end} onChange={(e) => onChange('end', e.target.value)} />
        ),
        {
          after: (
            <p aria-live="polite" className="mt-1 text-sm text-slate-700">
              {endsNextMorning(values) && t('shiftOrder:nextMorning')}
            </p>
          ),
        },
      )}
      {field(
        'lunchBreak',
        (props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={0}
            max={480}
            value={values.lunchBreak}
            onChange={(e) => onChange('lunchBreak', e.target.value)}
          />
        ),
        lunchHint ? { hint: lunchHint } : {},
      )}
    </>
  );
}
