import { z } from 'zod';
import {
  addAgencyDays,
  CUSTOMER_SHIFTS_DAYS_AHEAD,
  DONE_SHIFTS_MAX_DAYS,
  earliestStartDay,
  newMail,
  orderDates,
  RECRUIT_ORDER_CONTRACT_TYPES,
  RECRUIT_ORDER_LANGUAGES,
  recruitOrderMail,
  staffCustomer,
  staffProfessionTitle,
  staffRecruitOrder,
  toTitleView,
  type getCustomerProfessionTitleOptions,
  type getRecruitOrderView,
  type putSendRecruitOrder,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { caller } from '../../lib/api/guard';
import { log } from '../../lib/log';
import {
  callerCustomer,
  customerIdsOf,
  customers,
  customersById,
  customerShiftsIn,
  placeOfCustomers,
  placesOfCustomers,
  professionTitle,
  professionTitles,
} from '../customer-shift/store';
import { mails } from '../mail/queue';
import { read } from '../shift/store';
import { recruitOrders } from './store';

/**
 * The customer's recruit orders (domain/src/staff/recruit-orders/README.md): the form's choices
 * and the send. The customers are those of the caller's staff record; another customer's id is
 * 403 `notYourCustomer`, another customer's place of work 404 like a missing one.
 */

/**
 * The agency's mailbox orders go to: the service centre's (SUPPORT_EMAIL_SERVICE_CENTRE, as the
 * support form's; functions/.env.demo-vuoro has the demo address). Read on first use.
 */
let mailbox: string | null = null;
function ordersMailbox(): string {
  mailbox ??= z
    .email()
    .parse(process.env.SUPPORT_EMAIL_SERVICE_CENTRE, { error: () => 'SUPPORT_EMAIL_SERVICE_CENTRE is not configured' });
  return mailbox;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'fi');

/** GET /v1/RecruitOrder/RecruitOrderView. */
export const recruitOrderView: Handler<typeof getRecruitOrderView> = async (_input, c) => {
  const who = await callerCustomer(c);
  const [customers, places] = await Promise.all([customersById(who.customerIds), placesOfCustomers(who.customerIds)]);
  const name = (id: string) => customers.get(id)?.name ?? '';
  return {
    customers: [...customers.values()].map((x) => ({ id: x.id, name: x.name })).sort(byName),
    placesOfWork: places.map((p) => ({
      id: p.id,
      name: p.name,
      customer: { id: p.customerId, name: name(p.customerId) },
      address: p.address ?? null,
      city: p.city ?? null,
      phone: p.phone ?? null,
    })),
    contractTypes: [...RECRUIT_ORDER_CONTRACT_TYPES],
    languages: [...RECRUIT_ORDER_LANGUAGES],
    earliestStartDate: earliestStartDay(new Date()),
  };
};

/** GET /v1/RecruitOrder/CustomerProfessionTitleOptions?customerId: the customer's titles of the last year first, then the rest. */
export const customerProfessionTitleOptions: Handler<typeof getCustomerProfessionTitleOptions> = async ({ query }, c) => {
  const [customerId] = customerIdsOf(await callerCustomer(c), query.customerId);
  const now = new Date();
  const [titles, theirs] = await Promise.all([
    read(professionTitles(), (d) => staffProfessionTitle.parse({ id: d.id, ...d.data() })),
    customerShiftsIn([customerId!], addAgencyDays(now, -DONE_SHIFTS_MAX_DAYS), addAgencyDays(now, CUSTOMER_SHIFTS_DAYS_AHEAD)),
  ]);
  const used = new Map<string, number>();
  for (const s of theirs) used.set(s.professionTitle.id, (used.get(s.professionTitle.id) ?? 0) + 1);
  const uses = (t: { id: string }) => used.get(t.id) ?? 0;
  return { professionTitles: titles.sort((a, b) => uses(b) - uses(a) || byName(a, b)).map(toTitleView) };
};

/**
 * PUT /v1/RecruitOrder/SendRecruitOrder: the body already passed spec section 5's rules (the
 * contract's schema). In one transaction: the place must be one of the order's customer's (404
 * like a missing one), the title must exist; the order is stored `new` and its mail queued
 * (`staffMail`, sent by the mail trigger), so the desk never sees an order the agency got no mail of.
 */
export const sendRecruitOrder: Handler<typeof putSendRecruitOrder> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const [customerId] = customerIdsOf(who, body.customerId);
  const token = caller(c);
  const now = new Date();
  const ref = recruitOrders().doc();
  const to = ordersMailbox();
  await db().runTransaction(async (tx) => {
    const [place, title, customer] = await Promise.all([
      placeOfCustomers([customerId!], body.placeOfWork, tx),
      professionTitle(body.professionTitle, tx),
      tx.get(customers().doc(customerId!)),
    ]);
    const order = staffRecruitOrder.parse({
      ...body,
      ...orderDates(body),
      id: ref.id,
      customerId,
      created: now,
      customerName: customer.exists ? staffCustomer.parse({ id: customer.id, ...customer.data() }).name : customerId,
      placeOfWorkName: place.name,
      city: place.city ?? null,
      professionTitleName: title.name,
      sentBy: { id: who.id, name: who.name, email: typeof token.email === 'string' ? token.email : null },
      state: 'new',
    });
    const { id: _id, ...stored } = order;
    tx.set(ref, stored);
    tx.set(mails().doc(), newMail(recruitOrderMail(order, to), now));
  });
  log.info('recruit order sent', { recruitOrderId: ref.id, customerId });
  return { id: ref.id, sentAt: now.toISOString() };
};
