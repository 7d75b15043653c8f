import { Redirect, useLocation, useParams } from 'wouter';
import { MessageList } from '../components/message-list';
import { messagesHref, readMessageFilter } from '../model';

/**
 * `/notifications/:skip?/:take?/:from?/:until?/:messageForm?/:onlyUnopened?/:messageType?`: the
 * employee's messages as the address filters them. A bad value falls back to its default: the
 * address is replaced by the list's own (no new history entry) and the list loads.
 */
export default function NotificationsRoute() {
  const filter = readMessageFilter(useParams());
  const [location] = useLocation();
  const canonical = messagesHref(filter);
  if (location !== canonical) return <Redirect to={canonical} replace />;
  return <MessageList filter={filter} />;
}
