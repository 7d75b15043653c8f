import { getRequestListener } from '@hono/node-server';
import {
  customerOpeningHours,
  deleteSuggestedBundleShift,
  deleteSuggestedShift,
  putAcceptBundledShifts,
  putAcceptShiftTimeChanges,
  putAddMultipleEmployeeShifts,
  putBookSuggestedShift,
  putCancelEmployeeShift,
  putMarkInfoAsRead,
  putRejectShiftTimeChanges,
  putUpdateEmployeeShift,
  deleteCalendarFeed,
  deleteNotAvailable,
  deleteShiftRequest,
  getCalendarFeed,
  getCalendarMonth,
  getCalendarShift,
  getCreateShiftData,
  getDoneShiftEntriesSortable,
  getDoneShiftPlacesOfWork,
  getEmployeeShift,
  getEmployeeShiftEdit,
  getSuggestedOrOpenShifts,
  getUpcomingShifts,
  getCustomerOpeningHours,
  getListUsers,
  getMaintenancePreInfoMessage,
  getUserInfo,
  postAccessToken,
  postMintFirebaseToken,
  postMintStaffpointToken,
  putAddNotAvailable,
  putAddShiftRequest,
  putCalendarFeed,
  putEditCalendarEvent,
  putAddNewstaffUID,
  putLanguage,
  putPassword,
  putResetPassword,
  putSendLinkToEmail,
  putUpdateEmail,
} from '@vuoro/domain';
import { route, createApi, type ApiOptions } from '../lib/api/app';
import { staffApiConfig } from '../lib/config';
import { addNotAvailable, addShiftRequest, deleteNotAvailableEvent, deleteShiftRequestEvent, editEvent } from './calendar/events';
import { feedStatus, makeFeed, revokeFeed } from './calendar/feed';
import { calendarMonth } from './calendar/month';
import {
  acceptBundledShifts,
  acceptShiftTimeChanges,
  addMultipleEmployeeShifts,
  bookSuggestedShift,
  cancelEmployeeShift,
  markInfoAsRead,
  rejectShiftTimeChanges,
  rejectSuggestedBundle,
  rejectSuggestedShift,
  updateEmployeeShift,
} from './shift/changes';
import { calendarShift, employeeShift, employeeShiftEdit } from './shift/details';
import { createShiftData, donePlacesOfWork, doneShiftEntries, suggestedOrOpenShifts, upcomingShifts } from './shift/lists';
import { maintenancePreInfoMessage } from './system/maintenance';
import { changePassword, setLanguage, updateEmail, userInfo } from './user/account';
import { addNewStaffUid, resetPassword, sendLinkToEmail } from './user/links';
import { listUsers } from './user/list-users';
import { accessToken, mintFirebaseToken, mintStaffpointToken } from './user/tokens';
import { openApiRoutes } from './openapi';

/**
 * The Staff API: every `/v1/...` route of spec section 7 that is built, each served from its
 * contract in `domain/src/api/staff` (who may call it, its parameters, query, body and answer)
 * by the handler beside it here. A route the spec lists but nobody built answers 404.
 */
export const staffRoutes = [
  route(getMaintenancePreInfoMessage, maintenancePreInfoMessage),
  route(postAccessToken, accessToken),
  route(getUserInfo, userInfo),
  route(postMintFirebaseToken, mintFirebaseToken),
  route(postMintStaffpointToken, mintStaffpointToken),
  route(putPassword, changePassword),
  route(putUpdateEmail, updateEmail),
  route(putSendLinkToEmail, sendLinkToEmail),
  route(putResetPassword, resetPassword),
  route(putAddNewstaffUID, addNewStaffUid),
  route(putLanguage, setLanguage),
  route(getListUsers, listUsers),
  route(getCustomerOpeningHours, () => customerOpeningHours(new Date())),
  route(getEmployeeShift, employeeShift),
  route(getCalendarShift, calendarShift),
  route(getEmployeeShiftEdit, employeeShiftEdit),
  route(getDoneShiftEntriesSortable, doneShiftEntries),
  route(getDoneShiftPlacesOfWork, donePlacesOfWork),
  route(getUpcomingShifts, upcomingShifts),
  route(getSuggestedOrOpenShifts, suggestedOrOpenShifts),
  route(getCreateShiftData, createShiftData),
  route(getCalendarMonth, calendarMonth),
  route(putMarkInfoAsRead, markInfoAsRead),
  route(putAcceptShiftTimeChanges, acceptShiftTimeChanges),
  route(putRejectShiftTimeChanges, rejectShiftTimeChanges),
  route(putCancelEmployeeShift, cancelEmployeeShift),
  route(putUpdateEmployeeShift, updateEmployeeShift),
  route(putAddMultipleEmployeeShifts, addMultipleEmployeeShifts),
  route(putBookSuggestedShift, bookSuggestedShift),
  route(putAcceptBundledShifts, acceptBundledShifts),
  route(deleteSuggestedShift, rejectSuggestedShift),
  route(deleteSuggestedBundleShift, rejectSuggestedBundle),
  route(putAddNotAvailable, addNotAvailable),
  route(putAddShiftRequest, addShiftRequest),
  route(putEditCalendarEvent, editEvent),
  route(deleteNotAvailable, deleteNotAvailableEvent),
  route(deleteShiftRequest, deleteShiftRequestEvent),
  // Our extension, not in spec section 7: the employee's calendar feed address.
  route(getCalendarFeed, feedStatus),
  route(putCalendarFeed, makeFeed),
  route(deleteCalendarFeed, revokeFeed),
];

export function createStaffApi(options: Partial<ApiOptions> = {}) {
  return createApi([...staffRoutes, ...openApiRoutes(staffRoutes.map((r) => r.endpoint))], {
    name: 'staff api',
    recentLoginSeconds: () => staffApiConfig().recentLoginSeconds,
    ...options,
  });
}

/** Node (req, res) listener for `onRequest`; it reads the body from Functions' `rawBody`. */
export const staffApiListener = getRequestListener(createStaffApi().fetch);
