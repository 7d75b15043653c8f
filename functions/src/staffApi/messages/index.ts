import type { messageContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { deskMessageDelivery, deskMessageSends, deskSendMessage } from './desk';
import { employeeMessages, openEmployeeMessage } from './employee';

/** The employee's messages and the desk's sends: one handler per contract of `messageContracts` (domain/src/api/staff/messages.ts). */
export const messageHandlers: Handlers<typeof messageContracts> = {
  getEmployeeMessages: employeeMessages,
  putOpenEmployeeMessage: openEmployeeMessage,
  putDeskSendMessage: deskSendMessage,
  getDeskMessageSends: deskMessageSends,
  getDeskMessageDelivery: deskMessageDelivery,
};
