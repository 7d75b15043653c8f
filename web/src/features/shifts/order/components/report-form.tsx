import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDay, ORDER_MAX_SHIFTS, type CustomerEntry } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { RowListEditor } from '@/lib/ui/row-list-editor';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { saveFailure, type ShiftChoices } from '../model';
import {
  checkEntries,
  emptyEntry,
  ENTRY_FIELDS,
  entriesErrors,
  hasEntriesErrors,
  type EntriesErrors,
  type EntryField,
  type EntryValues,
} from '../report-model';
import { EntryRow } from './entry-row';

export interface ReportFormProps {
  choices: ShiftChoices;
  /** Sends the checked entries; a rejection is shown on the form, every row kept. */
  onSave: (entries: CustomerEntry[]) => Promise<void>;
}

/**
 * Shifts already worked, 1–31 rows (CreateEntries): each checked with the route's own schema,
 * errors at their row's fields, the first focused. The agency approves them before invoicing.
 */
export function ReportForm({ choices, onSave }: ReportFormProps) {
  const { t } = useTranslation(['shiftOrder', 'validation', 'errors', 'shifts']);
  const prefix = useId();
  const idOf = (index: number) => (field: EntryField) => `${prefix}-${index}-${field}`;
  const [rows, setRows] = useState<EntryValues[]>(() => [emptyEntry(choices)]);
  const [errors, setErrors] = useState<EntriesErrors>({ rows: {} });
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [openedAt] = useState(() => new Date());
  const save = useEndpointAction(onSave, {
    failure: () => null,
    onFailure: (error) => {
      const { errors: found, message } = saveFailure(
        error,
        (issues) => {
          const mapped = entriesErrors(issues, rows);
          return hasEntriesErrors(mapped) ? mapped : null;
        },
        'shifts:mark.saveFailed',
      );
      show(found ?? { rows: {} }, message);
    },
  });

  function show(found: EntriesErrors, message: string | null) {
    setErrors(found);
    setFailure(message ?? found.list ?? null);
    const index = Object.keys(found.rows)
      .map(Number)
      .sort((a, b) => a - b)[0];
    const field = index === undefined ? undefined : ENTRY_FIELDS.find((f) => found.rows[index]![f]);
    requestAnimationFrame(() =>
      (index !== undefined && field ? document.getElementById(idOf(index)(field)) : summaryRef.current)?.focus(),
    );
  }

  const update = (index: number, patch: Partial<EntryValues>) => {
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors((e) => {
      const own = { ...e.rows[index] };
      for (const key of Object.keys(patch)) delete own[key as EntryField];
      if ('worker' in patch) {
        delete own.employeeId;
        delete own.workerName;
      }
      return { ...e, rows: { ...e.rows, [index]: own } };
    });
    setFailure(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.busy) return;
    const checked = checkEntries(rows, new Date());
    if (!checked.ok) {
      show(checked.errors, null);
      return;
    }
    setErrors({ rows: {} });
    setFailure(null);
    await save.run(checked.entries);
  }

  const full = rows.length >= ORDER_MAX_SHIFTS;
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('shiftOrder:rowsHeading')}</h2>
      <p className="text-sm text-slate-700">{t('shiftOrder:reportRows', { max: ORDER_MAX_SHIFTS })}</p>
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {failure && <Notice tone="error">{t(failure)}</Notice>}
      </div>
      <RowListEditor
        variant="card"
        rows={rows}
        rowKey={(row) => row.key}
        newRow={() => emptyEntry(choices)}
        onChange={(next, change) => {
          // Full: the add does nothing, and the line under the button says why.
          if (change.kind === 'add' && next.length > ORDER_MAX_SHIFTS) return;
          setRows(next);
          // Row errors follow their rows' indexes: start afresh rather than pin them to the wrong row.
          setErrors({ rows: {} });
          setFailure(null);
        }}
        addLabel={t('shiftOrder:addRow')}
        removeLabel={(_, index) => t('shiftOrder:removeRow', { n: index + 1 })}
        canRemove={() => rows.length > 1}
        rowTitle={(_, index) => t('shiftOrder:rowTitle', { n: index + 1 })}
        renderRow={(row, index) => (
          <EntryRow
            row={row}
            idOf={idOf(index)}
            choices={choices}
            errors={errors.rows[index] ?? {}}
            max={agencyDay(openedAt)}
            onChange={(patch) => update(index, patch)}
          />
        )}
      />
      <p role="status" className="text-sm text-slate-700">
        {full && t('shiftOrder:reportFull', { max: ORDER_MAX_SHIFTS })}
      </p>
      <Button type="submit" className="w-full sm:w-auto" busy={save.busy}>
        {save.busy ? t('shiftOrder:sending') : t('shiftOrder:sendReport', { count: rows.length })}
      </Button>
    </form>
  );
}
