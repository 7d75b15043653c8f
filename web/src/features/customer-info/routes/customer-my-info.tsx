import { CustomerMyInfo } from '../components/customer-my-info';

/** Route module for `customerMyInfo`: the customer user's own contact details. */
export default function CustomerMyInfoRoute() {
  return <CustomerMyInfo />;
}
