import type { Context } from 'hono';
import {
  impersonatedBy,
  personalInfoChange,
  staffPersonalInfo,
  toMyInfoView,
  type getMyInfo,
  type getNextOfKin,
  type MyInfoView,
  type putEmployeeAddress,
  type putEmployeeBank,
  type putEmployeeNextOfKin,
  type putEmployeePersonalInfo,
  type StaffPersonalInfo,
} from '@vuoro/domain';
import { findCaller, forgetCaller, people, type StaffPersonDoc } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';
import { personalInfoOf, personalInfos } from './store';

/**
 * The employee's personal data (domain/src/staff/personal-info/README.md): one document per
 * employee, keyed by the staff id of the caller's own record (never from the request). The
 * guard refuses "Sign in as" sessions on every PUT and asks Address and Bank for a recent sign-in.
 */

/** The caller's staff record, which must have employee status (the claim may be older than the record). */
async function callerRecord(c: Context<ApiEnv>): Promise<StaffPersonDoc> {
  const record = await findCaller(caller(c));
  if (!record?.person.employee) throw new ApiFailure(403, 'notAnEmployee');
  return record;
}

const viewFor = (c: Context<ApiEnv>, record: StaffPersonDoc, info: StaffPersonalInfo): MyInfoView =>
  toMyInfoView(info, record.person, impersonatedBy(caller(c)) !== null);

/** GET /v1/User/NOK. */
export const nextOfKin: Handler<typeof getNextOfKin> = async (_input, c) => {
  const info = await personalInfoOf((await callerRecord(c)).id);
  return { nextOfKin: info.nextOfKin, nextOfKinPhone: info.nextOfKinPhone };
};

/** GET /v1/User/Employee/MyInfo (our extension). */
export const myInfo: Handler<typeof getMyInfo> = async (_input, c) => {
  const record = await callerRecord(c);
  return viewFor(c, record, await personalInfoOf(record.id));
};

/**
 * Writes `change` into the caller's document in one transaction (and `phone` onto their staff
 * record in the same one), then answers the view of what was written.
 */
async function save(c: Context<ApiEnv>, change: Partial<StaffPersonalInfo>, phone?: string): Promise<MyInfoView> {
  const record = await callerRecord(c);
  const info = await db().runTransaction(async (tx) => {
    const next = staffPersonalInfo.parse({ ...(await personalInfoOf(record.id, tx)), ...change, updatedAt: new Date() });
    tx.set(personalInfos().doc(record.id), next);
    if (phone !== undefined && phone !== record.person.phone) tx.update(people().doc(record.id), { phone });
    return next;
  });
  if (phone !== undefined) forgetCaller(caller(c));
  return viewFor(c, { ...record, person: { ...record.person, phone: phone ?? record.person.phone } }, info);
}

/** PUT /v1/User/Employee/Address (sensitive). */
export const saveAddress: Handler<typeof putEmployeeAddress> = ({ body }, c) => save(c, personalInfoChange.address(body));

/** PUT /v1/User/Employee/Bank (sensitive). */
export const saveBank: Handler<typeof putEmployeeBank> = ({ body }, c) => save(c, personalInfoChange.bank(body));

/** PUT /v1/User/Employee/NextOfKin. */
export const saveNextOfKin: Handler<typeof putEmployeeNextOfKin> = ({ body }, c) => save(c, personalInfoChange.nextOfKin(body));

/** PUT /v1/User/Employee/PersonalInfo: the phone goes onto the staff record too. */
export const savePersonalInfo: Handler<typeof putEmployeePersonalInfo> = ({ body }, c) =>
  save(c, personalInfoChange.contact(body), body.phone);
