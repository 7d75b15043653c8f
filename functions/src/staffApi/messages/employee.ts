import {
  employeeMessagesPage,
  messagePeriod,
  MESSAGES_READ_LIMIT,
  toEmployeeMessageView,
  type getEmployeeMessages,
  type putOpenEmployeeMessage,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { callerEmployeeId } from '../shift/store';
import { messages, parseMessage, unopenedCount } from './store';

/**
 * GET /v1/Message/Employee/Messages: the caller's messages sent in the period (newest
 * `MESSAGES_READ_LIMIT` of it), filtered and paged in memory, unopened first; the unopened count
 * is over all their messages, for the badge.
 */
export const employeeMessages: Handler<typeof getEmployeeMessages> = async ({ query }, c) => {
  const employeeId = await callerEmployeeId(c);
  const { from, to } = messagePeriod(query);
  let read = messages().where('employeeId', '==', employeeId);
  if (from) read = read.where('sentAt', '>=', from);
  if (to) read = read.where('sentAt', '<', to);
  const [snap, unopened] = await Promise.all([
    read.orderBy('sentAt', 'desc').limit(MESSAGES_READ_LIMIT).get(),
    unopenedCount(employeeId),
  ]);
  const { page, total } = employeeMessagesPage(snap.docs.map(parseMessage), query);
  return { messages: page.map(toEmployeeMessageView), total, unopened };
};

/**
 * PUT /v1/Message/Employee/Messages/{id}/Open: the first open is kept. Another employee's
 * message answers the same 404 as a missing one, so ids cannot be probed.
 */
export const openEmployeeMessage: Handler<typeof putOpenEmployeeMessage> = async ({ params }, c) => {
  const employeeId = await callerEmployeeId(c);
  const ref = messages().doc(params.id);
  const message = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('employeeId') !== employeeId) throw new ApiFailure(404, 'messageNotFound');
    const current = parseMessage(snap);
    if (current.openedAt) return current;
    const openedAt = new Date();
    tx.update(ref, { openedAt });
    return { ...current, openedAt };
  });
  return { message: toEmployeeMessageView(message), unopened: await unopenedCount(employeeId) };
};
