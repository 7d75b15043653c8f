import { CustomerContactUs } from '../components/customer-contact-us';

/** Route module for `customerContactUs`: the agency's contacts and a message to the service centre. */
export default function CustomerContactUsRoute() {
  return <CustomerContactUs />;
}
