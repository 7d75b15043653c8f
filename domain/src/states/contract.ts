import type { ContractAttachment, EmploymentContract } from '../entities/employment-contract';
import { validationMessages as m } from '../texts/messages';
import { errorResult, okResult, type StateResult } from './result';

type SignableContract = Pick<EmploymentContract, 'state' | 'read'> & {
  readonly attachments: readonly Pick<ContractAttachment, 'id' | 'read'>[];
};

/** Whether the contract and all its attachments have been read. */
export function contractFullyRead(contract: SignableContract): boolean {
  return contract.read && contract.attachments.every((attachment) => attachment.read);
}

/** Whether the employee can sign now: unsigned, and the contract and every attachment read. */
export function canSignContract(contract: SignableContract): boolean {
  return contract.state === 'unsigned' && contractFullyRead(contract);
}

/**
 * Employment contracts go from unsigned to signed; the contract and all attachments must be
 * read before signing.
 */
export function signContract<C extends SignableContract>(
  contract: C,
  now: Date,
): StateResult<
  Omit<C, 'state' | 'signedAt'> & { state: 'signed'; signedAt: Date },
  typeof m.contractAlreadySigned | typeof m.contractNotRead
> {
  if (contract.state === 'signed') return errorResult(m.contractAlreadySigned);
  if (!contractFullyRead(contract)) return errorResult(m.contractNotRead);
  return okResult({ ...contract, state: 'signed', signedAt: now });
}

/** The contract after the employee opened it. */
export function markContractRead<C extends SignableContract>(contract: C): C {
  return { ...contract, read: true };
}

/** The contract after the employee opened one of its attachments. */
export function markAttachmentRead<C extends SignableContract>(contract: C, attachmentId: string): C {
  return {
    ...contract,
    attachments: contract.attachments.map((attachment) =>
      attachment.id === attachmentId ? { ...attachment, read: true } : attachment,
    ),
  };
}
