import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerPoolView } from '@vuoro/domain';
import { controlClass } from '@/lib/ui/field';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useWorkDataNames } from '@/lib/work-data-names';
import { useCustomerPools, useCustomerPoolTitles } from '../api/customer-pools';
import { PoolMemberRow } from '../components/pool-member-row';
import { PoolSuggestionRow } from '../components/pool-suggestion-row';

/** The pools grouped by place of work, for the picker's option groups. */
function byPlace(pools: readonly CustomerPoolView[]) {
  const groups = new Map<string, { place: string; pools: CustomerPoolView[] }>();
  for (const p of pools) {
    const group = groups.get(p.placeOfWork.id) ?? { place: p.placeOfWork.name, pools: [] };
    group.pools.push(p);
    groups.set(p.placeOfWork.id, group);
  }
  return [...groups.entries()].sort(([, a], [, b]) => a.place.localeCompare(b.place, 'fi'));
}

/**
 * `/customer/pools`: pick a pool (by place of work); its members with state, contract type and last
 * shift date (removed after asking), and who worked at the place, to ask the agency to add with a
 * contract type. After a change the list reloads and says what happened.
 */
export default function CustomerPoolsRoute() {
  const { t } = useTranslation(['pools', 'common']);
  const id = useId();
  const [titleId, setTitleId] = useState('');
  const pools = useCustomerPools(titleId);
  const titles = useCustomerPoolTitles();
  const { titleName } = useWorkDataNames();
  const title = titles.data?.professionTitles.find((x) => x.id === titleId) ?? null;
  const [picked, setPicked] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // The row that was acted on goes with the reload: the focus moves to what happened, on top.
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const list = pools.data?.pools ?? [];
  const pool = list.find((p) => p.id === picked) ?? list[0] ?? null;
  const changed = (text: string) => {
    setDone(text);
    pools.retry();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader titleId={`${id}-title`} title={t('common:screens.customerPools')} description={t('pools:customer.intro')} />
      <div aria-live="polite" className="mt-3">
        {pools.status === 'loading' && !pools.data && <p>{t('pools:customer.loading')}</p>}
        {done && (
          <div ref={doneRef} tabIndex={-1} className="focus:outline-none">
            <Notice tone="success">{done}</Notice>
          </div>
        )}
      </div>
      {pools.status === 'error' && <LoadFailed error={pools.error} retry={pools.retry} className="mt-3" />}
      {pools.data && list.length === 0 && (
        <EmptyState title={t('pools:customer.empty')} className="mt-4">
          {t('pools:customer.emptyBody')}
        </EmptyState>
      )}
      {pool && (
        <>
          <div className="mt-4">
            <label htmlFor={`${id}-pool`} className="block text-sm font-semibold text-slate-800">
              {t('pools:customer.pool')}
            </label>
            <select
              id={`${id}-pool`}
              value={pool.id}
              onChange={(e) => {
                setPicked(e.target.value);
                setDone(null);
              }}
              className={controlClass}
            >
              {byPlace(list).map(([placeId, group]) => (
                <optgroup key={placeId} label={group.place}>
                  {group.pools.map((p) => (
                    <option key={p.id} value={p.id}>
                      {t('pools:customer.poolOption', { pool: p.name, place: group.place })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <PoolSection id={`${id}-members`} title={t('pools:customer.members', { pool: pool.name })}>
            {pool.members.length === 0 ? (
              <p className="mt-3 text-slate-700">{t('pools:customer.noMembers')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {pool.members.map((m) => (
                  <PoolMemberRow
                    key={m.id}
                    member={m}
                    poolName={pool.name}
                    onRemoved={(name) => changed(t('pools:customer.removed', { name, pool: pool.name }))}
                  />
                ))}
              </ul>
            )}
          </PoolSection>
          <PoolSection id={`${id}-suggestions`} title={t('pools:customer.suggestions')}>
            <p className="mt-1 text-slate-700">{t('pools:customer.suggestionsIntro', { place: pool.placeOfWork.name })}</p>
            {titles.data && titles.data.professionTitles.length > 0 && (
              <div className="mt-3">
                <label htmlFor={`${id}-title-filter`} className="block text-sm font-semibold text-slate-800">
                  {t('pools:customer.workedAs')}
                </label>
                <select
                  id={`${id}-title-filter`}
                  value={titleId}
                  onChange={(e) => setTitleId(e.target.value)}
                  className={controlClass}
                >
                  <option value="">{t('pools:customer.anyTitle')}</option>
                  {titles.data.professionTitles.map((x) => (
                    <option key={x.id} value={x.id}>
                      {titleName(x)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {pool.suggestions.length === 0 ? (
              <p className="mt-3 text-slate-700">
                {title ? t('pools:customer.noSuggestionsAs', { title: titleName(title) }) : t('pools:customer.noSuggestions')}
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {pool.suggestions.map((s) => (
                  <PoolSuggestionRow
                    key={`${pool.id}-${s.employee.id}`}
                    poolId={pool.id}
                    suggestion={s}
                    onAsked={(name) => changed(t('pools:customer.asked', { name, pool: pool.name }))}
                  />
                ))}
              </ul>
            )}
          </PoolSection>
        </>
      )}
    </section>
  );
}

function PoolSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold break-words text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
