import { z } from 'zod';
import { docId, firestoreDocId, idName, optionalText } from '../../entities/common';
import { poolConnection } from '../../entities/pool';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../constants';
import { firestoreDate } from '../../firestore';
import { poolContractType, poolState, type PoolState } from '../../labels';
import { isoInstant, titleView } from '../shifts/views';

/**
 * An employee's connection to a customer's pool (`staffPoolConnections`, Admin SDK only), one
 * document `<employeeId>_<poolId>` per employee and pool. Its state moves by domain/src/states/pool.ts;
 * the pool's `employeeIds` (what pool-first orders read) hold exactly the accepted connections,
 * written in the same transaction as every answer (./README.md).
 */
export const staffPoolConnection = z.object({
  id: firestoreDocId,
  employeeId: firestoreDocId,
  poolId: firestoreDocId,
  customerId: firestoreDocId,
  placeOfWorkId: firestoreDocId,
  contractType: poolContractType.nullable().default(null),
  state: poolState,
  /** When the connection last changed state (the invitation, the answer). */
  since: firestoreDate,
  invitedAt: firestoreDate,
  invitedBy: z.string().max(200).nullable().default(null),
  /** The customer user who asked the agency to add the employee (a `waitingForApproval` request), if one did. */
  requestedBy: z.string().max(200).nullable().default(null),
});
export type StaffPoolConnection = z.infer<typeof staffPoolConnection>;

/** The document id of an employee's connection to a pool: one per pair, so a second invitation finds the first. */
export const poolConnectionId = (employeeId: string, poolId: string): string => `${employeeId}_${poolId}`;

/** The states an employee sees on /pools: invitations and the pools they are in (rejected and pending approval are not theirs yet). */
export const EMPLOYEE_VISIBLE_POOL_STATES: readonly PoolState[] = ['new', 'accepted'];

/** Invitations first, then the rest (the pools the employee is in); by `nameOf` within each. */
export const invitationsFirst =
  <T extends { state: PoolState }>(nameOf: (item: T) => string) =>
  (a: T, b: T): number => {
    const rank = (s: PoolState) => (s === 'new' ? 0 : 1);
    return rank(a.state) - rank(b.state) || nameOf(a).localeCompare(nameOf(b), 'fi');
  };

/** Whether the desk may invite the employee again: never while an invitation is open or they are in the pool. */
export const canInviteAgain = (state: PoolState | null): boolean => state === null || state === 'deleted';

// ---- Route payloads -------------------------------------------------------------------------

export const poolConnectionIdParams = z.object({ id: firestoreDocId });

/** The place of work of a pool as the employee needs it: to go there (address, city; the screen links a map). */
export const poolPlaceView = z.object({
  id: docId,
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
});

/** One of the employee's pool connections (the entity's fields, dates as ISO instants). */
export const employeePoolConnectionView = poolConnection
  .omit({ placeOfWork: true, professionTitle: true, lastShiftDate: true, customer: true })
  .extend({
    poolId: docId,
    customer: z.string().nullable(),
    placeOfWork: poolPlaceView.nullable(),
    lastShiftDate: isoInstant.nullable(),
    since: isoInstant,
  });
export type EmployeePoolConnectionView = z.infer<typeof employeePoolConnectionView>;

export const employeePoolConnectionsResponse = z.object({ connections: z.array(employeePoolConnectionView) });
export const employeePoolConnectionResponse = z.object({ connection: employeePoolConnectionView });

/** PUT /v1/Desk/Pools/Invite. */
export const deskPoolInviteBody = z.object({
  poolId: firestoreDocId,
  employeeId: firestoreDocId,
  contractType: poolContractType.nullish(),
});
export type DeskPoolInviteBody = z.infer<typeof deskPoolInviteBody>;

/** One connection of a pool as the desk sees it: who, state, since when. */
export const deskPoolConnectionView = z.object({
  id: docId,
  employee: idName,
  state: poolState,
  contractType: poolContractType.nullable(),
  since: isoInstant,
});
export type DeskPoolConnectionView = z.infer<typeof deskPoolConnectionView>;

export const deskPoolConnectionResponse = z.object({ connection: deskPoolConnectionView });
export const deskPoolConnectionsQuery = z.object({ poolId: firestoreDocId });
export const deskPoolConnectionsResponse = z.object({ connections: z.array(deskPoolConnectionView) });

/** A pool the desk can invite to: its customer and place named. */
export const deskPoolView = z.object({
  id: docId,
  name: z.string(),
  customer: idName,
  placeOfWork: z.object({ id: docId, name: optionalText() }),
  members: z.number().int().min(0),
});
export type DeskPoolView = z.infer<typeof deskPoolView>;
export const deskPoolsResponse = z.object({ pools: z.array(deskPoolView) });

/** The audit record of a desk invitation (`staffDeskAudit`), written with the connection. */
export const staffDeskPoolAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  at: firestoreDate,
  action: z.enum(['invitePool', 'approvePool', 'declinePool']),
  poolId: z.string(),
  employeeId: z.string(),
  connectionId: z.string(),
});
export type StaffDeskPoolAuditRecord = z.infer<typeof staffDeskPoolAuditRecord>;

// ---- The customer's pools -------------------------------------------------------------------

/** The states a customer sees of its pools' connections: the members, their invitations and its own requests. */
export const CUSTOMER_VISIBLE_POOL_STATES: readonly PoolState[] = ['waitingForApproval', 'new', 'accepted'];

/** One shift worked at a pool's place, as the suggestions and last shift dates need it. */
export interface WorkedAtPlace {
  employeeId: string;
  start: Date;
  professionTitleId: string | null;
}

/** Each employee's last worked shift of `rows` (with the titles they worked as): one pass, no order assumed. */
export function lastWorkedByEmployee(rows: readonly WorkedAtPlace[]): Map<string, { last: Date; titleIds: Set<string> }> {
  const by = new Map<string, { last: Date; titleIds: Set<string> }>();
  for (const r of rows) {
    const seen = by.get(r.employeeId) ?? { last: r.start, titleIds: new Set<string>() };
    if (r.start > seen.last) seen.last = r.start;
    if (r.professionTitleId) seen.titleIds.add(r.professionTitleId);
    by.set(r.employeeId, seen);
  }
  return by;
}

/**
 * The pool's suggestions: who worked at its place (`worked`), is not connected to the pool now
 * (a deleted connection may be asked again) and, with `titleId`, worked there as that title;
 * the most recent worker first.
 */
export function poolSuggestionIds(
  worked: ReadonlyMap<string, { last: Date; titleIds: ReadonlySet<string> }>,
  connected: ReadonlySet<string>,
  titleId?: string,
): string[] {
  return [...worked.entries()]
    .filter(([id, w]) => !connected.has(id) && (!titleId || w.titleIds.has(titleId)))
    .sort(([, a], [, b]) => b.last.getTime() - a.last.getTime())
    .map(([id]) => id);
}

/** GET /v1/Pool/Customer/EmployeesAndSuggestions: all of the caller's customers' pools, or those of one customer, place or pool. */
export const customerPoolsQuery = z.object({
  customerId: firestoreDocId.optional(),
  placeOfWorkId: firestoreDocId.optional(),
  poolId: firestoreDocId.optional(),
  /** Only suggestions who worked at the place as this title. */
  professionTitleId: firestoreDocId.optional(),
});
export type CustomerPoolsQuery = z.infer<typeof customerPoolsQuery>;

/** A member of the customer's pool (a connection): who, state, contract type, their last shift at the pool's place. */
export const customerPoolMemberView = z.object({
  id: docId,
  employee: idName,
  state: poolState,
  contractType: poolContractType.nullable(),
  lastShiftDate: isoInstant.nullable(),
  since: isoInstant,
});
export type CustomerPoolMemberView = z.infer<typeof customerPoolMemberView>;

/** Someone who worked at the pool's place and is not connected to the pool: the customer may ask to add them. */
export const poolSuggestionView = z.object({ employee: idName, lastShiftDate: isoInstant });
export type PoolSuggestionView = z.infer<typeof poolSuggestionView>;

export const customerPoolView = z.object({
  id: docId,
  name: z.string(),
  customer: idName,
  placeOfWork: idName,
  members: z.array(customerPoolMemberView),
  suggestions: z.array(poolSuggestionView),
});
export type CustomerPoolView = z.infer<typeof customerPoolView>;
export const customerPoolsResponse = z.object({ pools: z.array(customerPoolView) });

/** The filters' values: the places of the caller's customers' pools, and the titles worked at them. */
export const customerPoolPlacesResponse = z.object({ placesOfWork: z.array(idName.extend({ customer: idName })) });
export const customerPoolTitlesResponse = z.object({ professionTitles: z.array(titleView) });

/** PUT /v1/Pool/Customer/Employees/Add. */
export const customerPoolAddBody = z.object({
  poolId: firestoreDocId,
  employeeId: firestoreDocId,
  contractType: poolContractType,
});
export type CustomerPoolAddBody = z.infer<typeof customerPoolAddBody>;
export const customerPoolMemberResponse = z.object({ member: customerPoolMemberView });

// ---- The desk's approvals -------------------------------------------------------------------

/** A customer's request waiting for the agency: which pool of whom, which employee, the contract type, since when. */
export const deskPoolRequestView = z.object({
  id: docId,
  pool: idName,
  customer: idName,
  employee: idName,
  contractType: poolContractType.nullable(),
  requestedBy: z.string().nullable(),
  since: isoInstant,
});
export type DeskPoolRequestView = z.infer<typeof deskPoolRequestView>;
export const deskPoolRequestsResponse = z.object({ requests: z.array(deskPoolRequestView) });

// ---- The invitation message -----------------------------------------------------------------

const INVITATION: Record<SupportedLanguage, { subject: string; body: string }> = {
  fi: {
    subject: 'Kutsu pooliin: {{pool}}',
    body: 'Sinut on kutsuttu asiakkaan {{customer}} pooliin {{pool}}. Hyväksy tai hylkää kutsu Poolit-sivulla.',
  },
  en: {
    subject: 'Invitation to a pool: {{pool}}',
    body: 'You have been invited to the pool {{pool}} of {{customer}}. Accept or reject the invitation on the Pools page.',
  },
  sv: {
    subject: 'Inbjudan till en pool: {{pool}}',
    body: 'Du har bjudits in till poolen {{pool}} hos {{customer}}. Godkänn eller avböj inbjudan på sidan Pooler.',
  },
  uk: {
    subject: 'Запрошення до пулу: {{pool}}',
    body: 'Вас запросили до пулу {{pool}} клієнта {{customer}}. Прийміть або відхиліть запрошення на сторінці «Пули».',
  },
  ru: {
    subject: 'Приглашение в пул: {{pool}}',
    body: 'Вас пригласили в пул {{pool}} клиента {{customer}}. Примите или отклоните приглашение на странице «Пулы».',
  },
};

/** The staff message an invited employee gets, in their language (Finnish for any other). */
export function poolInvitationMessage(
  language: string | null | undefined,
  names: { pool: string; customer: string },
): { subject: string; body: string } {
  const lang = (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as SupportedLanguage) : 'fi';
  const fill = (text: string) => text.replaceAll('{{pool}}', names.pool).replaceAll('{{customer}}', names.customer);
  return { subject: fill(INVITATION[lang].subject), body: fill(INVITATION[lang].body) };
}
