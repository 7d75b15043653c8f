import { putMarkStaffNewsAsRead, putMarkUpdateNoticeAsRead, type NoticeKind, type NoticeView } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** PUT …/UpdateNotices/{id}/MarkAsRead or …/Staffnews/{id}/MarkAsRead: read for this employee only; answers the notice. */
export function markNoticeRead({ kind, id }: { kind: NoticeKind; id: string }): Promise<NoticeView> {
  return callEndpoint(kind === 'update' ? putMarkUpdateNoticeAsRead : putMarkStaffNewsAsRead, { params: { id } });
}
