import { customerOpeningHours, type contactUsContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';

/** `/v1/ContactUs/...`: one handler per contract of `contactUsContracts` (domain/src/api/staff/contact-us.ts). */
export const contactUsHandlers: Handlers<typeof contactUsContracts> = {
  getCustomerOpeningHours: () => customerOpeningHours(new Date()),
};
