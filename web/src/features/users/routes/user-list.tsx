import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ListedUser } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { isSignedOut } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useListUsers } from '../api/list-users';
import { SignInAsDialog } from '../components/sign-in-as-dialog';
import { UserTable } from '../components/user-table';

const PAGE_SIZE = 25;
type Filter = 'all' | 'employees' | 'customers';
const customersOf: Record<Filter, boolean | undefined> = { all: undefined, employees: false, customers: true };

/** `/user-list` (userManager): search and page the staff system's users; act as one of them. */
export default function UserListRoute() {
  const { t } = useTranslation(['users', 'common', 'errors']);
  const [, navigate] = useLocation();
  const ids = { search: useId(), filter: useId() };
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  // The `next` cursor of each page before the one shown: paging forward reads one page per call.
  const [cursors, setCursors] = useState<string[]>([]);
  const skip = cursors.length * PAGE_SIZE;
  const [actingAs, setActingAs] = useState<ListedUser | null>(null);

  // Search after a pause in typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setCursors([]);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const users = useListUsers({ take: PAGE_SIZE, search, customers: customersOf[filter], cursor: cursors.at(-1) });
  const total = users.data?.total ?? 0;
  const shown = users.data?.users ?? [];
  const next = users.status === 'ready' ? users.data.next : null;
  const loadFailed = users.status === 'error' && !isSignedOut(users.error);

  return (
    <section aria-labelledby="user-list-title" className="mx-auto max-w-6xl px-4 py-8">
      <h1 id="user-list-title" className="text-2xl font-bold">
        {t('common:screens.userList')}
      </h1>
      <form className="mt-4 flex flex-wrap items-end gap-4" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={ids.search} className="font-semibold">
            {t('users:search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="mt-1 rounded-lg border border-slate-400 px-3 py-2"
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col">
          <label htmlFor={ids.filter} className="font-semibold">
            {t('users:show')}
          </label>
          <select
            id={ids.filter}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setCursors([]);
            }}
            className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <option value="all">{t('users:filterAll')}</option>
            <option value="employees">{t('users:filterEmployees')}</option>
            <option value="customers">{t('users:filterCustomers')}</option>
          </select>
        </div>
      </form>

      <p className="mt-4 text-slate-700" aria-live="polite">
        {users.status === 'loading' && !users.data
          ? t('users:loading')
          : total === 0
            ? t('users:none')
            : t('users:range', { from: skip + 1, to: skip + shown.length, total })}
      </p>
      {users.status === 'error' && loadFailed && <LoadFailed error={users.error} retry={users.retry} className="mt-3" />}
      {shown.length > 0 && <UserTable users={shown} onSignInAs={setActingAs} />}

      <nav aria-label={t('users:pages')} className="mt-4 flex gap-3">
        <Button variant="secondary" disabled={skip === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          {t('users:previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={next === null || skip + PAGE_SIZE >= total}
          onClick={() => next !== null && setCursors([...cursors, next])}
        >
          {t('users:next')}
        </Button>
      </nav>

      <SignInAsDialog
        user={actingAs}
        onClose={() => setActingAs(null)}
        onSignedIn={(home) => {
          setActingAs(null);
          navigate(home, { replace: true });
        }}
      />
    </section>
  );
}
