import { calendarFeedPath, staffCalendarFeed, type getCalendarFeedAddress } from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { callerEmployeeId } from '../shift/store';
import { ownFeeds } from './feed';
import { openFeedToken } from './feed-seal';

/**
 * Our extension (issue 23 item 9): the owner sees their feed address again, so a phone and a
 * laptop can subscribe to the same one; replacing it stays PUT's separate, confirmed step. The
 * contract is sensitive: the guard asks for a recent sign-in ('Credentials too old') and refuses
 * a "Sign in as" session before this runs.
 */
/** GET …/Feed/Address/Show (sensitive: a recent sign-in, no "Sign in as"): the current address again. */
export const showFeed: Handler<typeof getCalendarFeedAddress> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const [doc] = await ownFeeds(employeeId);
  if (!doc) throw new ApiFailure(404, 'calendarFeedNotFound');
  const feed = staffCalendarFeed.parse({ id: doc.id, ...doc.data() });
  const token = feed.sealedToken ? openFeedToken(feed.sealedToken, employeeId, doc.id) : null;
  if (token === null) throw new ApiFailure(409, 'calendarFeedNotShowable');
  log.info('calendar feed shown again', { employeeId });
  c.header('Cache-Control', 'no-store');
  return { path: calendarFeedPath(token), created: feed.created.toISOString() };
};
