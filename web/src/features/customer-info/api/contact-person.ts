import { getContactPersonEditView, putContactPersonUpdate, type ContactPersonUpdateBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** The customer user's own details as My info edits them (GET /v1/MyInfo/ContactPersonEditView). */
export const contactPersonEndpoint = getContactPersonEditView;

/** Saves them over the version read (PUT /v1/MyInfo/ContactPersonUpdate); a newer one answers 409 `contactPersonChanged`. */
export function updateContactPerson(body: ContactPersonUpdateBody) {
  return callEndpoint(putContactPersonUpdate, { body });
}
