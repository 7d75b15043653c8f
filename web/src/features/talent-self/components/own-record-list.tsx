import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentEducation, TalentWorkHistory } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Check } from '@/lib/ui/check-group';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { FormField } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { FormActions } from './form-actions';
import { formatDate, RANGE_DASH } from '@/lib/format';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import type { SaveOwnRecordInput } from '../api/save-own-record';
import {
  checkRecord,
  emptyRecordValues,
  recordValuesOf,
  type OwnRecordKind,
  type RecordValues,
  type StoredRecord,
  type WorkValues,
} from '../model';
import { ownSaveFailure } from './own-answers';

type Row<K extends OwnRecordKind> = K extends 'workHistory' ? TalentWorkHistory : TalentEducation;

/** A field of a row's form: its key, input type, and whether it is required or multiline. */
interface RowField {
  key: string;
  type?: 'date' | 'text';
  required?: boolean;
  multiline?: boolean;
  numeric?: boolean;
  hint?: string;
}
const FIELDS: Record<OwnRecordKind, RowField[]> = {
  workHistory: [
    { key: 'company', required: true },
    { key: 'job', required: true },
    { key: 'start', type: 'date' },
    { key: 'end', type: 'date', required: true },
    { key: 'responsibilities', multiline: true, hint: 'latin' },
  ],
  educations: [
    { key: 'institution', required: true },
    { key: 'countryCity' },
    { key: 'facultySpecialty' },
    { key: 'graduationYear', numeric: true },
  ],
};

/** What a stored row holds, as the save compares it (`StoredRecord`). */
function storedOf<K extends OwnRecordKind>(kind: K, row: Row<K>): StoredRecord<K> {
  const checked = checkRecord(kind, recordValuesOf(kind as never, row as never) as RecordValues<K>);
  if (checked.ok) return checked.data;
  // A row a recruiter stored outside the form's rules: compare it as it is.
  const { id: _id, ...rest } = row as Row<K> & { id: string };
  return rest as unknown as StoredRecord<K>;
}

export interface OwnRecordListProps<K extends OwnRecordKind> {
  kind: K;
  rows: Row<K>[];
  onSave: (input: SaveOwnRecordInput<K>) => Promise<void>;
  onRemove: (input: { kind: OwnRecordKind; id: string }) => Promise<void>;
}

/**
 * The talent's work history or educations: each row with Edit and Remove (asked once more),
 * and Add. A row's form has the registration form's rules and texts; "Saved successfully" or the
 * error after each save, what was typed kept on a failure.
 */
export function OwnRecordList<K extends OwnRecordKind>({ kind, rows, onSave, onRemove }: OwnRecordListProps<K>) {
  const { t } = useTranslation(['talent-self', 'registration']);
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const removal = useAskOnce<string>();
  const remove = useEndpointAction(onRemove, {
    success: 'talent-self:answers.removed',
    failure: ownSaveFailure,
    onSuccess: () => removal.answered(),
  });
  const title = (row: Row<K>) =>
    kind === 'workHistory'
      ? `${(row as TalentWorkHistory).job} · ${(row as TalentWorkHistory).company}`
      : (row as TalentEducation).institution;
  const lines = (row: Row<K>): string[] => {
    if (kind === 'educations') {
      const e = row as TalentEducation;
      return [e.facultySpecialty, e.countryCity, e.graduationYear ? String(e.graduationYear) : null].filter(
        (x): x is string => !!x,
      );
    }
    const w = row as TalentWorkHistory;
    const period = [
      w.start ? formatDate(w.start) : '',
      w.stillWorking ? t('talent-self:records.now') : w.end ? formatDate(w.end) : '',
    ]
      .filter(Boolean)
      .join(RANGE_DASH);
    return [period, w.responsibilities ?? ''].filter(Boolean);
  };
  const finish = (key: string | null) => (saved: boolean) => {
    setEditing(null);
    setDone(saved ? key : null);
  };
  const addLabel = t(`talent-self:answers.add.${kind}`);

  return (
    <div>
      <h3 className="font-semibold text-slate-900">{t(`talent-self:records.${kind}`)}</h3>
      {rows.length === 0 && editing !== 'new' && <p className="text-slate-700">{t('talent-self:records.none')}</p>}
      <ul className="mt-1 space-y-3">
        {rows.map((row) => (
          <li key={row.id} className="border-l-2 border-slate-200 pl-3">
            {editing === row.id ? (
              <RecordForm
                kind={kind}
                title={t('talent-self:answers.editRow', { name: title(row) })}
                initial={recordValuesOf(kind as never, row as never) as RecordValues<K>}
                base={storedOf(kind, row)}
                onSave={(record, base) => onSave({ kind, edited: base ? { id: row.id, base } : null, record })}
                onDone={finish(row.id)}
              />
            ) : (
              <>
                <p className="font-semibold text-slate-900">{title(row)}</p>
                {lines(row).map((line, i) => (
                  <p key={i} className="whitespace-pre-line break-words text-sm text-slate-700">
                    {line}
                  </p>
                ))}
                {done === row.id && <Notice tone="success">{t('account:saved')}</Notice>}
                {removal.asking === row.id ? (
                  <ConfirmStep
                    className="mt-2"
                    question={t('talent-self:answers.removeQuestion', { name: title(row) })}
                    questionRef={removal.questionRef}
                    confirmLabel={t('talent-self:answers.removeConfirm')}
                    cancelLabel={t('talent-self:answers.back')}
                    tone="danger"
                    busy={remove.busy}
                    onConfirm={() => void remove.run({ kind, id: row.id })}
                    onCancel={removal.stepBack}
                  >
                    {remove.notice?.tone === 'error' && <Notice tone="error">{remove.notice.text}</Notice>}
                  </ConfirmStep>
                ) : (
                  <div className="mt-1 flex flex-wrap gap-x-4">
                    <Button
                      variant="link"
                      onClick={() => {
                        setDone(null);
                        setEditing(row.id);
                      }}
                      aria-label={t('talent-self:answers.editRow', { name: title(row) })}
                    >
                      {t('talent-self:answers.editShort')}
                    </Button>
                    <Button
                      variant="link"
                      ref={removal.askerRef(row.id)}
                      onClick={() => {
                        remove.reset();
                        removal.ask(row.id);
                      }}
                      aria-label={t('talent-self:answers.removeRow', { name: title(row) })}
                    >
                      {t('talent-self:answers.remove')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {remove.notice?.tone === 'success' && <Notice tone="success">{remove.notice.text}</Notice>}
      {done === 'new' && <Notice tone="success">{t('account:saved')}</Notice>}
      {editing === 'new' ? (
        <div className="mt-3 border-l-2 border-brand-700 pl-3">
          <RecordForm
            kind={kind}
            title={addLabel}
            initial={emptyRecordValues[kind]() as RecordValues<K>}
            onSave={(record) => onSave({ kind, edited: null, record })}
            onDone={finish('new')}
          />
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            setDone(null);
            setEditing('new');
          }}
        >
          {addLabel}
        </Button>
      )}
    </div>
  );
}

interface RecordFormProps<K extends OwnRecordKind> {
  kind: K;
  title: string;
  initial: RecordValues<K>;
  /** The edited row as stored when the form opened (kept: a live update must not move it). */
  base?: StoredRecord<K>;
  onSave: (record: StoredRecord<K>, base: StoredRecord<K> | undefined) => Promise<void>;
  onDone: (saved: boolean) => void;
}

/** One row's form: the registration's fields, rules and messages; the first bad field takes the focus. */
function RecordForm<K extends OwnRecordKind>({ kind, title, initial, base, onSave, onDone }: RecordFormProps<K>) {
  const { t } = useTranslation(['talent-self', 'registration', 'validation', 'account']);
  const prefix = useId();
  const [values, setValues] = useState<RecordValues<K>>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [openedWith] = useState(base);
  const save = useEndpointAction((record: StoredRecord<K>) => onSave(record, openedWith), {
    failure: ownSaveFailure,
    onSuccess: () => onDone(true),
  });
  const text = values as unknown as Record<string, string>;
  const set = (key: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const stillWorking = kind === 'workHistory' && (values as WorkValues).stillWorking;
  const fields = FIELDS[kind].filter((f) => !(stillWorking && f.key === 'end'));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkRecord(kind, values);
    if (!checked.ok) {
      const found = checked.errors as Record<string, string | undefined>;
      setErrors(found);
      const first = fields.find((f) => found[f.key]);
      if (first) requestAnimationFrame(() => document.getElementById(`${prefix}-${first.key}`)?.focus());
      return;
    }
    setErrors({});
    await save.run(checked.data);
  }
  return (
    <form noValidate onSubmit={submit} aria-label={title} className="mt-2 space-y-3">
      <p className="font-semibold text-slate-900">{title}</p>
      {fields.map((f) => (
        <div key={f.key}>
          <FormField
            id={`${prefix}-${f.key}`}
            label={t(`registration:field.${f.key}`)}
            hint={f.hint ? t(`registration:hint.${f.hint}`) : undefined}
            required={f.required ?? false}
            requiredText={t('talent-self:required')}
            error={errors[f.key] ? t(errors[f.key] as string) : undefined}
          >
            {(p) =>
              f.multiline ? (
                <textarea {...p} rows={3} value={text[f.key]} onChange={(e) => set(f.key, e.target.value)} />
              ) : (
                <input
                  {...p}
                  type={f.type ?? 'text'}
                  inputMode={f.numeric ? 'numeric' : undefined}
                  value={text[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              )
            }
          </FormField>
          {kind === 'workHistory' && f.key === 'start' && (
            <Check
              label={t('registration:field.stillWorking')}
              checked={(values as WorkValues).stillWorking}
              onChange={(on) => set('stillWorking', on)}
            />
          )}
        </div>
      ))}
      <FormActions notice={save.notice} busy={save.busy} onCancel={() => onDone(false)} />
    </form>
  );
}
