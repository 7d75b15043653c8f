import { MyInfoScreen } from '../my-info/my-info-screen';

/** Route module for `profileMyInfo`: the employee's own details (web/src/features/profile/my-info). */
export default function MyInfoRoute() {
  return <MyInfoScreen />;
}
