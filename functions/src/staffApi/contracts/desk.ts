import {
  contractMessage,
  CONTRACTS_LIST_LIMIT,
  localText,
  partsFromTemplate,
  staffCollections,
  staffContractTemplate,
  staffDeskContractAuditRecord,
  staffEmploymentContract,
  staffMessage,
  STAFF_DEFAULT_LANGUAGE,
  toDeskContractTemplateView,
  toDeskContractView,
  type getDeskContracts,
  type getDeskContractTemplates,
  type putDeskContractTemplate,
  type putDeskSendContract,
  type StaffDeskContractAuditRecord,
  type StaffPerson,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { deskActor, type DeskActor } from '../desk/handlers';
import { stored } from '../files/store';
import { messages } from '../messages/store';
import { contracts, parseContract, parseTemplate, readsOf, templates } from './store';

/**
 * The desk's contracts (our extension; an admin with a second factor, access `recruiter`). Each
 * write and its `staffDeskAudit` record go in one batch; a send also writes the employee's staff
 * message there, whose creation fires `staffMessageNotify` (mail and push) as the message desk's do.
 */

const personName = (person: Pick<StaffPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

const auditOf = (
  actor: DeskActor,
  at: Date,
  change: Omit<StaffDeskContractAuditRecord, 'actorUid' | 'actorEmail' | 'route' | 'at'>,
) => staffDeskContractAuditRecord.parse({ actorUid: actor.uid, actorEmail: actor.email, route: actor.route, at, ...change });

const auditRef = () => db().collection(staffCollections.deskAudit).doc();

/** GET /v1/Desk/Contracts/Templates: newest changed first. */
export const deskContractTemplates: Handler<typeof getDeskContractTemplates> = async () => {
  const snap = await templates().orderBy('updatedAt', 'desc').limit(CONTRACTS_LIST_LIMIT).get();
  return { templates: snap.docs.map(parseTemplate).map(toDeskContractTemplateView) };
};

/** PUT /v1/Desk/Contracts/Templates: a new template, or the whole of an existing one (404 `templateNotFound` for an unknown id). */
export const deskSaveContractTemplate: Handler<typeof putDeskContractTemplate> = async ({ body }, c) => {
  const actor = deskActor(c);
  const ref = body.id === undefined ? templates().doc() : templates().doc(body.id);
  const now = new Date();
  const template = staffContractTemplate.parse({
    id: ref.id,
    title: body.title,
    body: body.body,
    attachments: body.attachments,
    terms: body.terms,
    updatedAt: now,
    updatedBy: { uid: actor.uid, name: actor.name },
  });
  await db().runTransaction(async (tx) => {
    if (body.id !== undefined && !(await tx.get(ref)).exists) throw new ApiFailure(404, 'templateNotFound');
    tx.set(ref, stored(template));
    tx.set(
      auditRef(),
      auditOf(actor, now, { action: 'saveContractTemplate', templateId: ref.id, contractId: null, employeeId: null }),
    );
  });
  log.info('contract template saved', { templateId: ref.id, attachments: template.attachments.length, by: actor.uid });
  return { template: toDeskContractTemplateView(template) };
};

/**
 * PUT /v1/Desk/Contracts/Send: a copy of the template's texts (later edits of the template never
 * reach it) with the terms given, to an employee (any employee record, else 404 `employeeNotFound`);
 * with the contract, its audit record and the employee's message in their language, in one batch.
 */
export const deskSendContract: Handler<typeof putDeskSendContract> = async ({ body }, c) => {
  const actor = deskActor(c);
  const [templateSnap, personSnap] = await Promise.all([
    templates().doc(body.templateId).get(),
    people().doc(body.employeeId).get(),
  ]);
  if (!templateSnap.exists) throw new ApiFailure(404, 'templateNotFound');
  const person = personSnap.data();
  if (!person?.employee) throw new ApiFailure(404, 'employeeNotFound');
  const template = parseTemplate(templateSnap);
  const now = new Date();
  const ref = contracts().doc();
  const contract = staffEmploymentContract.parse({
    id: ref.id,
    employeeId: body.employeeId,
    templateId: template.id,
    title: template.title,
    terms: body.terms,
    parts: partsFromTemplate(template),
    state: 'unsigned',
    sentAt: now,
    sentBy: { uid: actor.uid, name: actor.name },
    signed: null,
  });
  const language = person.language ?? STAFF_DEFAULT_LANGUAGE;
  const messageRef = messages().doc();
  const message = staffMessage.parse({
    id: messageRef.id,
    employeeId: body.employeeId,
    type: 'other',
    form: 'desk',
    ...contractMessage(localText(template.title, language).text, language),
    sentAt: now,
    openedAt: null,
    senderName: actor.name,
  });
  const batch = db().batch();
  batch.set(ref, stored(contract));
  batch.set(messageRef, stored(message));
  batch.set(
    auditRef(),
    auditOf(actor, now, { action: 'sendContract', templateId: template.id, contractId: ref.id, employeeId: body.employeeId }),
  );
  await batch.commit();
  log.info('contract sent', { contractId: ref.id, templateId: template.id, employeeId: body.employeeId, by: actor.uid });
  return { contract: toDeskContractView(contract, personName(person), new Map()) };
};

/** GET /v1/Desk/Contracts?employeeId: newest sent first, each with its employee's name and each part's last opening. */
export const deskContracts: Handler<typeof getDeskContracts> = async ({ query }) => {
  const base = query.employeeId === undefined ? contracts() : contracts().where('employeeId', '==', query.employeeId);
  const list = (await base.orderBy('sentAt', 'desc').limit(CONTRACTS_LIST_LIMIT).get()).docs.map(parseContract);
  const employeeIds = [...new Set(list.map((contract) => contract.employeeId))];
  const [persons, reads] = await Promise.all([
    employeeIds.length ? db().getAll(...employeeIds.map((id) => people().doc(id))) : Promise.resolve([]),
    Promise.all(list.map((contract) => readsOf(contract))),
  ]);
  const names = new Map(
    persons.flatMap((snap) => (snap.exists ? [[snap.id, personName(snap.data() as StaffPerson)] as const] : [])),
  );
  return {
    contracts: list.map((contract, i) => toDeskContractView(contract, names.get(contract.employeeId) ?? null, reads[i]!)),
  };
};
