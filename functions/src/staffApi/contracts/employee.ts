import type { Transaction } from 'firebase-admin/firestore';
import {
  activeContract,
  CONTRACTS_LIST_LIMIT,
  contractReadId,
  MAIN_PART,
  parseContractAttachmentId,
  readToStore,
  signContract,
  staffContractRead,
  toContractPartView,
  toEmployeeContractView,
  unsignedThenNewest,
  type ContractPart,
  type EmployeeContractView,
  type getActiveEmploymentContract,
  type getEmploymentContractAttachmentPreview,
  type getEmploymentContractAttachmentPreviewPdf,
  type getEmploymentContractPdf,
  type getEmploymentContractPreview,
  type getEmploymentContractPreviewPdf,
  type getEmploymentContracts,
  type putSignContract,
  type StaffContractRead,
  type StaffEmploymentContract,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { contractPartPdf, contractPdf } from './pdf';
import { callerEmployee, contractReads, contracts, parseContract, readsOf, type ContractReader } from './store';

/**
 * The employee's contracts (domain/src/staff/contracts/README.md). Every read filters by the
 * caller's staff id from their account; another employee's contract answers the same 404
 * `contractNotFound` as a missing one, and records nothing.
 */

const notFound = () => new ApiFailure(404, 'contractNotFound');

/** The caller's contracts, unsigned first, then newest: the order of the list and of `index`. */
async function ownContracts(employeeId: string): Promise<StaffEmploymentContract[]> {
  const snap = await contracts().where('employeeId', '==', employeeId).limit(CONTRACTS_LIST_LIMIT).get();
  return unsignedThenNewest(snap.docs.map(parseContract));
}

/** The caller's contract by id (read in `tx` when given), else 404. */
async function ownContract(reader: ContractReader, contractId: string, tx?: Transaction): Promise<StaffEmploymentContract> {
  const ref = contracts().doc(contractId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const contract = snap.exists ? parseContract(snap) : null;
  if (!contract || contract.employeeId !== reader.id) throw notFound();
  return contract;
}

/** The caller's view of one of their contracts, with its position in their list. */
async function contractView(reader: ContractReader, contractId: string): Promise<EmployeeContractView> {
  const list = await ownContracts(reader.id);
  const index = list.findIndex((c) => c.id === contractId);
  if (index < 0) throw notFound();
  return toEmployeeContractView(list[index]!, await readsOf(list[index]!), reader.language, index);
}

/**
 * Opens one part for the caller: in one transaction the contract checked and the read written
 * when there is none at the part's current version (the first time at a version stays).
 */
async function openPart(
  reader: ContractReader,
  contractId: string,
  partId: string,
): Promise<{ contract: StaffEmploymentContract; part: ContractPart; read: StaffContractRead }> {
  return db().runTransaction(async (tx) => {
    const contract = await ownContract(reader, contractId, tx);
    const part = contract.parts.find((p) => p.id === partId);
    if (!part) throw notFound();
    const ref = contractReads().doc(contractReadId(contract.id, part.id));
    const snap = await tx.get(ref);
    const existing = snap.exists ? staffContractRead.parse(snap.data()) : null;
    const next = readToStore(existing, contract, part, new Date());
    if (next) tx.set(ref, next);
    return { contract, part, read: next ?? existing! };
  });
}

/** An `attachmentId` the query schema accepted: its contract and part. */
const attachmentOf = (attachmentId: string) => parseContractAttachmentId(attachmentId)!;

async function preview(reader: ContractReader, contractId: string, partId: string) {
  const { part, read } = await openPart(reader, contractId, partId);
  return {
    contract: await contractView(reader, contractId),
    part: toContractPartView(contractId, part, read, reader.language),
  };
}

/** GET /v1/Employee/EmploymentContracts: unsigned first, then newest. */
export const employeeContracts: Handler<typeof getEmploymentContracts> = async (_input, c) => {
  const reader = await callerEmployee(c);
  const list = await ownContracts(reader.id);
  const reads = await Promise.all(list.map((contract) => readsOf(contract)));
  return { contracts: list.map((contract, i) => toEmployeeContractView(contract, reads[i]!, reader.language, i)) };
};

/** GET /v1/Employee/EmploymentContractPreview?contractId: the contract's own text; records the read. */
export const employeeContractPreview: Handler<typeof getEmploymentContractPreview> = async ({ query }, c) =>
  preview(await callerEmployee(c), query.contractId, MAIN_PART);

/** GET /v1/Employee/EmploymentContractAttachmentPreview?attachmentId: one attachment; records the read. */
export const employeeAttachmentPreview: Handler<typeof getEmploymentContractAttachmentPreview> = async ({ query }, c) => {
  const { contractId, partId } = attachmentOf(query.attachmentId);
  return preview(await callerEmployee(c), contractId, partId);
};

/** GET /v1/Employee/EmploymentContractPreviewPDF?contractId: the contract's own text as a PDF; records the read. */
export const employeeContractPreviewPdf: Handler<typeof getEmploymentContractPreviewPdf> = async ({ query }, c) => {
  const reader = await callerEmployee(c);
  const { contract, part } = await openPart(reader, query.contractId, MAIN_PART);
  return contractPartPdf(contract, part, reader.language);
};

/** GET /v1/Employee/EmploymentContractAttachmentPreviewPDF?attachmentId: one attachment as a PDF; records the read. */
export const employeeAttachmentPreviewPdf: Handler<typeof getEmploymentContractAttachmentPreviewPdf> = async ({ query }, c) => {
  const reader = await callerEmployee(c);
  const { contractId, partId } = attachmentOf(query.attachmentId);
  const { contract, part } = await openPart(reader, contractId, partId);
  return contractPartPdf(contract, part, reader.language);
};

/** GET /v1/Employee/EmploymentContractPDF?index: the whole contract at that position of the caller's list. */
export const employeeContractPdf: Handler<typeof getEmploymentContractPdf> = async ({ query }, c) => {
  const reader = await callerEmployee(c);
  const contract = (await ownContracts(reader.id))[query.index];
  if (!contract) throw notFound();
  return contractPdf(contract, reader.name, reader.language);
};

/** GET /v1/Employee/ActiveEmploymentContract: the signed contract in force today, or null. */
export const employeeActiveContract: Handler<typeof getActiveEmploymentContract> = async (_input, c) => {
  const reader = await callerEmployee(c);
  const list = await ownContracts(reader.id);
  const active = activeContract(list, new Date());
  if (!active) return { contract: null };
  return { contract: toEmployeeContractView(active, await readsOf(active), reader.language, list.indexOf(active)) };
};

/**
 * PUT /v1/Employee/SignContract: in one transaction the contract and its reads are read, the state
 * rule applied (409 `validation:contractNotRead` until every part was opened at its current
 * version, `validation:contractAlreadySigned` after), and the signer, time and versions written.
 */
export const employeeSignContract: Handler<typeof putSignContract> = async ({ body }, c) => {
  const reader = await callerEmployee(c);
  await db().runTransaction(async (tx) => {
    const contract = await ownContract(reader, body.contractId, tx);
    const now = new Date();
    const result = signContract(toEmployeeContractView(contract, await readsOf(contract, tx), reader.language, 0), now);
    if (!result.ok) throw new ApiFailure(409, result.error);
    tx.update(contracts().doc(contract.id), {
      state: 'signed',
      signed: {
        by: { uid: reader.uid, name: reader.name },
        at: now,
        versions: Object.fromEntries(contract.parts.map((p) => [p.id, p.version])),
      },
    });
  });
  log.info('contract signed', { contractId: body.contractId, employeeId: reader.id });
  return { contract: await contractView(reader, body.contractId) };
};
