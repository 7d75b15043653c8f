import type { noticeContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskNotices, deskPublishNotice } from './desk';
import {
  employeeTopAlerts,
  latestUpdateNotice,
  markStaffNewsAsRead,
  markUpdateNoticeAsRead,
  staffNews,
  updateNotice,
  updateNotices,
} from './employee';

/** Update notices, staff news, top alerts and the desk's notices: one handler per contract of `noticeContracts`. */
export const noticeHandlers: Handlers<typeof noticeContracts> = {
  getUpdateNotices: updateNotices,
  getLatestUpdateNotice: latestUpdateNotice,
  getUpdateNotice: updateNotice,
  putMarkUpdateNoticeAsRead: markUpdateNoticeAsRead,
  getStaffNews: staffNews,
  putMarkStaffNewsAsRead: markStaffNewsAsRead,
  getEmployeeTopAlerts: employeeTopAlerts,
  putDeskPublishNotice: deskPublishNotice,
  getDeskNotices: deskNotices,
};
