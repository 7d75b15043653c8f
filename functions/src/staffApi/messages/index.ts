import type { messageContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskMessageAudience, deskMessageDelivery, deskMessageRecipients, deskMessageSends, deskSendMessage } from './desk';
import { employeeMessages, openEmployeeMessage } from './employee';

/** The employee's messages and the desk's sends: one handler per contract of `messageContracts` (domain/src/api/staff/messages.ts). */
export const messageHandlers: Handlers<typeof messageContracts> = {
  getEmployeeMessages: employeeMessages,
  putOpenEmployeeMessage: openEmployeeMessage,
  getDeskMessageAudience: deskMessageAudience,
  putDeskSendMessage: deskSendMessage,
  putDeskMessageRecipients: deskMessageRecipients,
  getDeskMessageSends: deskMessageSends,
  getDeskMessageDelivery: deskMessageDelivery,
};
