import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assignment, IdName } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { SearchField } from '@/lib/ui/search-field';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { useTalentSearch } from '../api/search-talents';

export interface PresentTalentPickerProps {
  job: Assignment;
  onPresent: (talent: IdName) => Promise<unknown>;
}

/**
 * "Present a talent": the assignment's shortlist (presentable talents) and a search by name (either
 * order, Latin or Cyrillic spelling), email or phone.
 */
export function PresentTalentPicker({ job, onPresent }: PresentTalentPickerProps) {
  const { t } = useTranslation(['assignments', 'errors', 'talents']);
  const ids = { heading: useId(), results: useId() };
  const [text, setText] = useState('');
  const present = useEndpointAction((talent: IdName) => onPresent(talent), {
    success: (_done, talent) => ({ key: 'assignments:present.done', values: { name: talent.name } }),
    failure: () => 'assignments:failedToSave',
    onSuccess: () => setText(''),
  });
  const results = useTalentSearch(text);
  const presented = new Set(job.presentedTalents.map((p) => p.id));
  const shortlist = job.presentableTalents.filter((p) => !presented.has(p.id));
  const found = results.status === 'ready' ? results.data.filter((p) => !presented.has(p.id)) : [];

  const row = (talent: IdName) => (
    <li key={talent.id} className="flex items-center justify-between gap-2 py-1.5">
      <span className="min-w-0 truncate">{talent.name}</span>
      <Button variant="secondary" disabled={present.busy} onClick={() => void present.run(talent)}>
        {t('assignments:present.button')}
      </Button>
    </li>
  );

  return (
    <section aria-labelledby={ids.heading} className="rounded-lg border border-slate-300 bg-slate-50 p-3">
      <h3 id={ids.heading} className="text-base font-bold text-slate-900">
        {t('assignments:present.heading')}
      </h3>
      {shortlist.length > 0 && (
        <>
          <p className="mt-2 text-sm font-semibold text-slate-800">{t('assignments:present.shortlist')}</p>
          <ul className="divide-y divide-slate-200">{shortlist.map(row)}</ul>
        </>
      )}
      <SearchField
        label={t('assignments:present.search')}
        value={text}
        onChange={setText}
        hint={t('talents:present.searchHint')}
        describedBy={ids.results}
      />
      <div id={ids.results} aria-live="polite" className="text-sm">
        {text.trim() && results.status === 'ready' && found.length === 0 && (
          <p className="mt-1 text-slate-700">{t('assignments:present.noResults')}</p>
        )}
        {results.status === 'error' && <p className="mt-1 font-semibold text-red-800">{t('errors:couldNotLoadData')}</p>}
      </div>
      {found.length > 0 && <ul className="divide-y divide-slate-200">{found.map(row)}</ul>}
      {present.notice && (
        <div className="mt-2">
          <Notice tone={present.notice.tone}>{present.notice.text}</Notice>
        </div>
      )}
    </section>
  );
}
