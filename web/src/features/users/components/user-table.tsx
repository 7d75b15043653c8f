import { useTranslation } from 'react-i18next';
import type { ListedUser } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { formatList } from '@/lib/format';
import { canSignInAs } from '../api/sign-in-as';

export interface UserTableProps {
  users: readonly ListedUser[];
  onSignInAs: (user: ListedUser) => void;
}

/** How the person signs in: locked, not yet (no account), with an old username, or with email. */
function signInState(user: ListedUser) {
  if (user.disabled) return 'users:locked' as const;
  if (user.uid === null && user.username === null) return 'users:noAccountYet' as const;
  if (user.username !== null && !user.migrated) return 'users:usernameLogin' as const;
  return 'users:emailLogin' as const;
}

/** The users of one page: a table from 700 px up, stacked cards below (each cell says what it is). */
export function UserTable({ users, onSignInAs }: UserTableProps) {
  const { t, i18n } = useTranslation(['users', 'common']);
  const cell = 'block px-3 py-1 sm:table-cell sm:py-2';
  const label = 'font-semibold text-slate-600 sm:hidden';
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm">
      <caption className="sr-only">{t('users:caption')}</caption>
      <thead className="hidden bg-slate-100 sm:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2">
            {t('users:name')}
          </th>
          <th scope="col" className="px-3 py-2">
            {t('users:username')}
          </th>
          <th scope="col" className="px-3 py-2">
            {t('users:email')}
          </th>
          <th scope="col" className="px-3 py-2">
            {t('users:type')}
          </th>
          <th scope="col" className="px-3 py-2">
            {t('users:state')}
          </th>
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">{t('users:actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.staffId} className="block border-b border-slate-200 py-2 sm:table-row sm:py-0">
            <th scope="row" className={`${cell} font-semibold`}>
              {user.name}
            </th>
            <td className={cell}>
              <span className={label}>{t('users:username')}: </span>
              {user.username ?? '–'}
            </td>
            <td className={`${cell} break-all`}>
              <span className={label}>{t('users:email')}: </span>
              {user.email ?? '–'}
            </td>
            <td className={cell}>
              <span className={label}>{t('users:type')}: </span>
              {user.customerIds.length > 0
                ? t('users:customerUser', { customers: formatList(user.customerIds, i18n.language, 'unit') })
                : user.employee
                  ? t('users:employee')
                  : t('users:noRole')}
            </td>
            <td className={cell}>
              <span className={label}>{t('users:state')}: </span>
              {t(signInState(user))}
            </td>
            <td className={cell}>
              {canSignInAs(user) && (
                <Button variant="secondary" onClick={() => onSignInAs(user)}>
                  {t('users:signInAs')}
                  <span className="sr-only"> {user.name}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
