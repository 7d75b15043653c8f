import { getAuth } from 'firebase-admin/auth';
import { FieldPath, type Query, type QuerySnapshot } from 'firebase-admin/firestore';
import {
  decodeListUsersCursor,
  encodeListUsersCursor,
  listingSearchKey,
  storedStaffPerson,
  type getListUsers,
  type ListedUser,
  type ListUsersQuery,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import type { Handler } from '../../lib/api/app';
import { InFlight } from '../../lib/ttl-cache';

/**
 * GET /v1/User/ListUsers?skip,take,search,customers[,cursor] (userManager): staff records by last
 * name, searched by a prefix of the name, email or username (any case), one page per call. Each
 * record stores its `listing` (domain `staffPersonListing`), so the page is one indexed query
 * (filter, order by sort key and id, start after the cursor, limit one page; the composite
 * indexes are in firestore.indexes.json) and `total` is a count() aggregation of the same filter,
 * which reads no record. `disabled` comes from Auth for the page's linked accounts.
 * Managers asking for the same page or total at the same moment share one read of it (kept no
 * longer than that read).
 */
const pages = new InFlight<string, QuerySnapshot>();
const totals = new InFlight<string, number>();

/** The records that match the filter and the search, in no order (what `total` counts). */
function matching({ search, customers }: Pick<ListUsersQuery, 'search' | 'customers'>): Query {
  // Raw documents: the page needs each record's stored `listing` for the next cursor.
  let query: Query = people().withConverter(null);
  if (customers === true) query = query.where('listing.customerUser', '==', true);
  if (customers === false) query = query.where('employee', '==', true);
  const needle = listingSearchKey(search ?? '');
  if (needle) query = query.where('listing.prefixes', 'array-contains', needle);
  return query;
}

/** The query of one page: at most `take` records, after `cursor` (and `skip` more). */
export function listUsersPage(query: ListUsersQuery): Query {
  let page = matching(query).orderBy('listing.sortKey').orderBy(FieldPath.documentId());
  const after = query.cursor ? decodeListUsersCursor(query.cursor) : null;
  if (after) page = page.startAfter(after.sortKey, after.id);
  if (query.skip > 0) page = page.offset(query.skip);
  return page.limit(query.take);
}

export const listUsers: Handler<typeof getListUsers> = async ({ query }) => {
  const filter = JSON.stringify([listingSearchKey(query.search ?? ''), query.customers ?? null]);
  const [snap, total] = await Promise.all([
    pages.run(JSON.stringify([filter, query.cursor ?? null, query.skip, query.take]), () => listUsersPage(query).get()),
    totals.run(filter, async () => (await matching(query).count().get()).data().count),
  ]);
  const page = snap.docs.map((d) => ({ id: d.id, p: storedStaffPerson.parse(d.data()) }));
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
  const last = page.at(-1);
  const next =
    last && page.length === query.take ? encodeListUsersCursor({ sortKey: last.p.listing.sortKey, id: last.id }) : null;
  return { total, users, next };
};
