import { getStaffNews, getUpdateNotices, type NoticeKind, type NoticeView } from '@vuoro/domain';
import { useEndpoint, type EndpointState } from '@/lib/use-endpoint';

/**
 * GET /v1/User/UpdateNotices (unread first) or GET /v1/User/Staffnews (newest first): the
 * notices of one kind with the employee's read flags. Both hooks are called (one with no input,
 * so it asks nothing): a hook per kind would be the same two lines twice.
 */
export function useNotices(kind: NoticeKind): EndpointState<NoticeView[]> {
  const updates = useEndpoint(getUpdateNotices, kind === 'update' ? {} : null);
  const news = useEndpoint(getStaffNews, kind === 'news' ? {} : null);
  if (kind === 'update') return { ...updates, data: updates.data?.notices ?? null } as EndpointState<NoticeView[]>;
  return { ...news, data: news.data?.news ?? null } as EndpointState<NoticeView[]>;
}
