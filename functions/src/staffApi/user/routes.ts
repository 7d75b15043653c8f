import { Hono } from 'hono';
import type { StaffApiEnv } from '../auth/middleware';
import { changePassword, setLanguage, updateEmail, userInfo } from './account';
import { addNewStaffUid, resetPassword, sendLinkToEmail } from './links';
import { listUsers } from './list-users';
import { accessToken, mintFirebaseToken, mintStaffpointToken } from './tokens';

/** `/v1/User/...` routes (spec section 7). Who may call each is in domain's `staffApiAccess`. */
export function userRoutes() {
  const app = new Hono<StaffApiEnv>();
  app.post('/AccessToken', accessToken);
  app.get('/UserInfo', userInfo);
  app.post('/MintFirebaseToken/:firebaseUID', mintFirebaseToken);
  app.post('/MintStaffpointToken', mintStaffpointToken);
  app.put('/Password', changePassword);
  app.put('/UpdateEmail', updateEmail);
  app.put('/SendLinkToEmail/:email', sendLinkToEmail);
  app.put('/ResetPassword', resetPassword);
  app.put('/AddNewstaffUID', addNewStaffUid);
  app.put('/Language', setLanguage);
  app.get('/ListUsers', listUsers);
  return app;
}
