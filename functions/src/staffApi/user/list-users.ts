import { getAuth } from 'firebase-admin/auth';
import { staffPerson, type getListUsers, type ListedUser } from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import type { Handler } from '../../lib/api/app';

const collator = new Intl.Collator('fi', { sensitivity: 'base' });

/**
 * GET /v1/User/ListUsers?skip,take,search,customers (userManager): staff records ordered by
 * last name, searched in name, username and email (any case); `disabled` comes from Auth for
 * linked accounts. The staff register is small (hundreds), so it is filtered in memory.
 */
export const listUsers: Handler<typeof getListUsers> = async ({ query }) => {
  const { skip, take, search, customers } = query;
  const needle = search?.toLowerCase();
  const all = (await people().get()).docs
    .map((d) => ({ id: d.id, p: staffPerson.parse(d.data()) }))
    .filter(({ p }) => customers === undefined || (customers ? p.customerIds.length > 0 : p.employee))
    .filter(
      ({ p }) =>
        !needle ||
        [`${p.firstName} ${p.lastName}`, p.username ?? '', p.email ?? ''].some((field) => field.toLowerCase().includes(needle)),
    )
    .sort((a, b) => collator.compare(a.p.lastName, b.p.lastName) || collator.compare(a.p.firstName, b.p.firstName));
  const page = all.slice(skip, skip + take);
  const uids = page.flatMap(({ p }) => (p.firebaseUid ? [{ uid: p.firebaseUid }] : []));
  const found = uids.length ? (await getAuth().getUsers(uids)).users : [];
  const disabled = new Map(found.map((u) => [u.uid, u.disabled]));
  const users: ListedUser[] = page.map(({ id, p }) => ({
    uid: p.firebaseUid,
    staffId: id,
    username: p.username,
    email: p.email,
    name: `${p.firstName} ${p.lastName}`,
    employee: p.employee,
    customerIds: p.customerIds,
    disabled: p.firebaseUid ? (disabled.get(p.firebaseUid) ?? false) : false,
    migrated: p.migratedAt !== null,
  }));
  return { total: all.length, users };
};
