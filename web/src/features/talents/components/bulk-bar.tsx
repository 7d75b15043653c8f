import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from 'reactfire';
import { planTagChange, undoPlan, type IdName, type TagChange, type TagPlanRow } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { controlClass } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction, type ActionText } from '@/lib/use-endpoint-action';
import { exportTalentsCsv } from '../api/bulk-export';
import { writeTagPlan, type BulkTagResult } from '../api/bulk-tags';
import type { CsvTalent } from '../lib/bulk-csv';
import { PresentToAssignmentDialog, ShareShortlistButton } from './lazy-dialogs';
import type { TalentListItem } from './talent-search';

export interface BulkBarProps {
  /** The talents the filters show now, and those of them selected. */
  shown: readonly TalentListItem[];
  selected: readonly TalentListItem[];
  onSelectAll: () => void;
  onClear: () => void;
  /** The tag catalogue. */
  tags: readonly IdName[];
  /** A talent's visible columns in the reader's language, and the header, for the CSV. */
  csvRow: (talent: TalentListItem) => CsvTalent;
  csvHeader: () => CsvTalent;
}

/** Some batches failed: their talents are unchanged (counted in the notice); the rest were written. */
class TagsNotChanged extends Error {
  constructor(readonly result: BulkTagResult) {
    super(`${result.failed.length} talents were not changed`);
  }
}

const nameOf = (x: TalentListItem): IdName => ({ id: x.id, name: `${x.firstName} ${x.lastName}`.trim() || x.id });

/**
 * The talent list's bulk actions (issue 27 item 3), below the rows, sticky from 640 px up (the app's header holds the top; on a phone it follows the list rather than cover it): "Select all N shown",
 * the count selected and Clear; on the selection: add or remove a tag (with Undo, which puts
 * each talent's previous tags back), present to an assignment (the present dialog, for all of
 * them) and export CSV (audited first). The selection keeps only talents the filters still show.
 */
export function BulkBar({ shown, selected, onSelectAll, onClear, tags, csvRow, csvHeader }: BulkBarProps) {
  // 'cards': the shortlist button's texts, loaded with the bar so the first tick does not suspend the list.
  const { t } = useTranslation(['talents', 'errors', 'cards']);
  const db = useFirestore();
  const ids = { tag: useId(), hint: useId() };
  const [tagId, setTagId] = useState('');
  const [presenting, setPresenting] = useState(false);
  /** The last tag change that was written, for Undo (null once undone or replaced). */
  const [undoRows, setUndoRows] = useState<TagPlanRow[] | null>(null);

  const notChanged = (error: unknown): ActionText =>
    error instanceof TagsNotChanged
      ? { key: 'talents:bulk.tagFailed', values: { count: error.result.failed.length } }
      : 'talents:present.failed';
  const write = async (rows: TagPlanRow[]): Promise<BulkTagResult> => {
    const result = await writeTagPlan(db, rows);
    if (result.failed.length > 0) throw new TagsNotChanged(result);
    return result;
  };
  const tagAction = useEndpointAction((change: TagChange) => write(planTagChange(selected, change).rows), {
    success: (result, change): ActionText => ({
      key: change.op === 'add' ? 'talents:bulk.tagAdded' : 'talents:bulk.tagRemoved',
      values: { count: result.written.length },
    }),
    failure: notChanged,
    onSuccess: (result) => setUndoRows(result.written.length > 0 ? result.written : null),
    onFailure: (error) =>
      setUndoRows(error instanceof TagsNotChanged && error.result.written.length > 0 ? error.result.written : null),
  });
  const undoAction = useEndpointAction((rows: TagPlanRow[]) => write(undoPlan(rows)), {
    success: (result): ActionText => ({ key: 'talents:bulk.undone', values: { count: result.written.length } }),
    failure: notChanged,
    onSuccess: () => setUndoRows(null),
  });
  const exportAction = useEndpointAction((rows: CsvTalent[]) => exportTalentsCsv(rows, csvHeader()), {
    success: (): ActionText => ({ key: 'talents:bulk.exported', values: { count: selected.length } }),
    failure: () => 'talents:bulk.exportFailed',
  });
  const run = (change: TagChange) => {
    undoAction.reset();
    void tagAction.run(change);
  };
  const busy = tagAction.busy || undoAction.busy || exportAction.busy;
  const tag = tags.find((x) => x.id === tagId);
  const notice = undoAction.notice ?? tagAction.notice;
  const allShown = shown.length > 0 && selected.length === shown.length;

  return (
    <div
      role="region"
      aria-label={t('talents:bulk.title')}
      className="z-20 mt-2 rounded-lg sm:sticky sm:bottom-0 border border-slate-300 bg-white p-3 shadow-[0_-2px_8px_rgb(0_0_0/0.1)]"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="secondary" disabled={allShown || shown.length === 0} onClick={onSelectAll}>
          {t('talents:bulk.selectAll', { count: shown.length })}
        </Button>
        <p aria-live="polite" className="text-sm font-semibold text-slate-900">
          {t('talents:bulk.selected', { count: selected.length })}
        </p>
        {selected.length > 0 && (
          <Button variant="link" onClick={onClear}>
            {t('talents:bulk.clear')}
          </Button>
        )}
        <p id={ids.hint} className="basis-full text-sm text-slate-700">
          {t('talents:bulk.keepsShown')}
        </p>
      </div>
      {selected.length > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-x-3 gap-y-2">
          <div className="min-w-0 grow basis-48 sm:grow-0">
            <label htmlFor={ids.tag} className="block text-sm font-semibold text-slate-800">
              {t('talents:bulk.tag')}
            </label>
            <select id={ids.tag} value={tagId} onChange={(e) => setTagId(e.target.value)} className={controlClass}>
              <option value="">{t('talents:bulk.chooseTag')}</option>
              {tags.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!tag || busy} onClick={() => tag && run({ op: 'add', tag })}>
            {t('talents:bulk.addTag')}
          </Button>
          <Button variant="secondary" disabled={!tag || busy} onClick={() => tag && run({ op: 'remove', tagId: tag.id })}>
            {t('talents:bulk.removeTag')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setPresenting(true)}>
            {t('talents:present.open')}
          </Button>
          <Button
            variant="secondary"
            busy={exportAction.busy}
            disabled={busy}
            onClick={() => void exportAction.run(selected.map(csvRow))}
          >
            {t('talents:bulk.export')}
          </Button>
          {/* Item 8: the selection as one shortlist link for a customer, in the list's order. */}
          <Suspense fallback={null}>
            <ShareShortlistButton talentIds={selected.map((x) => x.id)} />
          </Suspense>
        </div>
      )}
      {notice && (
        <Notice tone={notice.tone} className="mt-2">
          {notice.text}
          {undoRows && notice === tagAction.notice && (
            <>
              {' '}
              <Button variant="link" disabled={busy} onClick={() => void undoAction.run(undoRows)}>
                {t('talents:bulk.undo')}
              </Button>
            </>
          )}
        </Notice>
      )}
      {exportAction.notice && (
        <Notice tone={exportAction.notice.tone} className="mt-2">
          {exportAction.notice.text}
        </Notice>
      )}
      {presenting && (
        <Suspense fallback={null}>
          <PresentToAssignmentDialog talents={selected.map(nameOf)} onClose={() => setPresenting(false)} />
        </Suspense>
      )}
    </div>
  );
}
