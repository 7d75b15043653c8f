import { RecruitOrderScreen } from '../components/recruit-order-screen';

/** `/customer/recruit-order`: the customer user's recruit order form. */
export default function RecruitOrderRoute() {
  return <RecruitOrderScreen />;
}
