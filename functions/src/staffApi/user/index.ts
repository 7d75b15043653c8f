import type { userContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { changePassword, setLanguage, updateEmail, userInfo } from './account';
import { addNewStaffUid, resetPassword, sendLinkToEmail } from './links';
import { listUsers } from './list-users';
import { accessToken, mintFirebaseToken, mintStaffpointToken } from './tokens';

/** `/v1/User/...`: one handler per contract of `userContracts` (domain/src/api/staff/user.ts). */
export const userHandlers: Handlers<typeof userContracts> = {
  postAccessToken: accessToken,
  getUserInfo: userInfo,
  postMintFirebaseToken: mintFirebaseToken,
  postMintStaffpointToken: mintStaffpointToken,
  putPassword: changePassword,
  putUpdateEmail: updateEmail,
  putSendLinkToEmail: sendLinkToEmail,
  putResetPassword: resetPassword,
  putAddNewstaffUID: addNewStaffUid,
  putLanguage: setLanguage,
  getListUsers: listUsers,
};
