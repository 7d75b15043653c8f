import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOpeningHours, customerOpeningHoursResponse, getCustomerOpeningHours } from '@vuoro/domain';
import { createTestUser, deleteTestUsers, signIn, type TestUser } from '../support/auth';
import { callRoute } from '../support/call-route';

/** GET /v1/ContactUs/CustomerOpeningHours with real tokens: in-process, and once through the function in the emulator. */
let customer: TestUser, employee: TestUser;

beforeAll(async () => {
  customer = await createTestUser({ prefix: 'contact-customer', claims: { customerIds: ['asiakas-1'] } });
  employee = await createTestUser({ prefix: 'contact-employee', claims: { employee: true } });
});
afterAll(() => deleteTestUsers([customer.uid, employee.uid]));

describe('GET /v1/ContactUs/CustomerOpeningHours', () => {
  it("answers a customer user the service centre's week in the agency's time zone", async () => {
    const { idToken } = await signIn(customer.email, customer.password);
    const res = await callRoute(getCustomerOpeningHours, { token: idToken, via: 'function' });
    expect(res.status).toBe(200);
    const body = customerOpeningHoursResponse.parse(res.body);
    expect(body.timeZone).toBe('Europe/Helsinki');
    expect(body.serviceCentre[0]).toEqual({ weekday: 1, opens: 6, closes: 18 });
    expect(body.serviceCentre[5]).toEqual({ weekday: 6, opens: 7, closes: 16 });
    expect(body.serviceCentre[6]).toEqual({ weekday: 7, opens: 10, closes: 16 });
  });

  it('is open on a Monday at 8.00 and closed at 19.00 Helsinki time (daylight saving included)', () => {
    expect(customerOpeningHours(new Date('2026-11-23T06:00:00Z')).openNow).toBe(true); // 8.00 EET
    expect(customerOpeningHours(new Date('2026-11-23T17:00:00Z')).openNow).toBe(false); // 19.00 EET
    // 15.30 UTC is 17.30 in winter (open) and 18.30 in summer (closed).
    expect(customerOpeningHours(new Date('2026-11-23T15:30:00Z')).openNow).toBe(true);
    expect(customerOpeningHours(new Date('2026-06-22T15:30:00Z')).openNow).toBe(false);
  });

  it('refuses an employee (403) and a caller without a token (401)', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    expect((await callRoute(getCustomerOpeningHours, { token: idToken })).status).toBe(403);
    expect((await callRoute(getCustomerOpeningHours)).status).toBe(401);
  });
});
