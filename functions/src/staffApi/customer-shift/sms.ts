import { canSendSms, maskPhone, staffCollections, staffSmsRecord, type putSendSms } from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';
import type { Handler } from '../../lib/api/app';
import { sendSms as sendThroughProvider, SmsFailure, smsRecipient } from '../../lib/sms';
import { callerCustomer, customerShift } from './store';

/**
 * PUT /v1/Message/Customer/SendSms: a text message from the customer user to the agency employee
 * of a filled (or worked) shift, at the mobile number on the employee's staff record, through the
 * SMS provider client (lib/sms.ts). The number never travels to the customer: the answer masks it.
 * What was sent is kept in `staffSmsLog`, written once the provider has taken the message.
 */
export const sendSms: Handler<typeof putSendSms> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const { shift } = await customerShift(who.customerIds, body.shiftId);
  const allowed = canSendSms(shift);
  if (!allowed.ok) throw new ApiFailure(409, allowed.error);

  const employee = (await people().doc(shift.employee!.id).get()).data();
  const to = employee?.phone ? smsRecipient(employee.phone) : null;
  if (!to) throw new ApiFailure(409, 'validation:smsNoPhone');

  let providerId: string;
  try {
    providerId = (await sendThroughProvider({ to, message: body.message })).id;
  } catch (error) {
    if (error instanceof SmsFailure && error.reason === 'invalidNumber') throw new ApiFailure(409, 'validation:smsNoPhone');
    if (error instanceof SmsFailure) throw new ApiFailure(502, 'validation:smsFailed');
    throw error;
  }

  const sentAt = new Date();
  const ref = db().collection(staffCollections.smsLog).doc();
  const record = staffSmsRecord.parse({
    id: ref.id,
    shiftId: shift.id,
    customerId: shift.customer.id,
    employeeId: shift.employee!.id,
    to,
    message: body.message,
    sentBy: { id: who.id, name: who.name },
    sentAt,
    providerId,
  });
  const { id: _id, ...stored } = record;
  await ref.set(stored);
  return { sentAt: sentAt.toISOString(), to: maskPhone(to) };
};
