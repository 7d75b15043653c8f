import type { Context } from 'hono';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  contractReadId,
  staffCollections,
  staffContractRead,
  staffContractTemplate,
  staffEmploymentContract,
  type StaffContractRead,
  type StaffContractTemplate,
  type StaffEmploymentContract,
  STAFF_DEFAULT_LANGUAGE,
  type SupportedLanguage,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';

/** The contract collections (domain/src/staff/contracts/README.md). */
export const templates = () => db().collection(staffCollections.contractTemplates);
export const contracts = () => db().collection(staffCollections.employmentContracts);
export const contractReads = () => db().collection(staffCollections.contractReads);

export const parseTemplate = (d: DocumentSnapshot): StaffContractTemplate =>
  staffContractTemplate.parse({ id: d.id, ...d.data() });
export const parseContract = (d: DocumentSnapshot): StaffEmploymentContract =>
  staffEmploymentContract.parse({ id: d.id, ...d.data() });

/** The reads of every part of a contract, by part id (read in `tx` when given); a part never opened has none. */
export async function readsOf(
  contract: Pick<StaffEmploymentContract, 'id' | 'parts'>,
  tx?: Transaction,
): Promise<Map<string, StaffContractRead>> {
  const refs = contract.parts.map((p) => contractReads().doc(contractReadId(contract.id, p.id)));
  const snaps = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return new Map(
    snaps.flatMap((snap, i) => (snap.exists ? [[contract.parts[i]!.id, staffContractRead.parse(snap.data())] as const] : [])),
  );
}

/**
 * The caller as an employee: their staff id (from their account, never the request), uid, name and
 * language (Finnish until they choose). 403 `notAnEmployee` without employee status.
 */
export async function callerEmployee(c: Context<ApiEnv>): Promise<ContractReader> {
  const token = caller(c);
  const record = await findCaller(token);
  if (!record?.person.employee) throw new ApiFailure(403, 'notAnEmployee');
  const { firstName, lastName, language } = record.person;
  return {
    id: record.id,
    uid: token.uid,
    name: `${firstName} ${lastName}`.trim(),
    language: language ?? STAFF_DEFAULT_LANGUAGE,
  };
}

export interface ContractReader {
  id: string;
  uid: string;
  name: string;
  language: SupportedLanguage;
}

/** How many of the employee's contracts wait for their signature (GetTopAlerts). */
export const unsignedContractCount = async (employeeId: string): Promise<number> =>
  (await contracts().where('employeeId', '==', employeeId).where('state', '==', 'unsigned').count().get()).data().count;
