import { type putSendSms } from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';

/** PLACEHOLDER (branch only, replaced by the SMS route): PUT /v1/Message/Customer/SendSms. */

const notBuilt = (): never => {
  throw new Error('not built yet');
};

export const sendSms: Handler<typeof putSendSms> = async () => notBuilt();
