import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeContractResponse,
  contractPreviewResponse,
  contractReadId,
  employeeContractResponse,
  employeeContractsResponse,
  employmentContracts,
  getActiveEmploymentContract,
  getEmployeeTopAlerts,
  getEmploymentContractAttachmentPreview,
  getEmploymentContractAttachmentPreviewPdf,
  getEmploymentContractPdf,
  getEmploymentContractPreview,
  getEmploymentContractPreviewPdf,
  getEmploymentContracts,
  partVersion,
  putSignContract,
  staffCollections,
  staffEmploymentContract,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type AnyEndpoint,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import {
  CONTRACT_TEMPLATE_ID,
  EERO_SIGNED_CONTRACT_ID,
  EERO_UNSIGNED_CONTRACT_ID,
  OLENA_UNSIGNED_CONTRACT_ID,
  seedContracts,
} from '../../scripts/seed-contracts';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { callRoute, routePath, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The employee's employment contracts (issue 25) on the seeded demo contracts: Eero has a new one
 * waiting and one signed earlier, Olena (Ukrainian) one waiting. Listing, opening each part (the
 * read recorded at its version), signing only after every part was opened at its current version,
 * the PDFs read back with a real text extractor, and who may see what. In-process against the
 * Firestore and Auth emulators, real tokens.
 */
const EERO = 'sp-eero-nieminen';
const OLENA = 'sp-olena-kovalenko';
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('contracts-eero', { employee: true }, { id: EERO });
  olena = await caller('contracts-olena', { employee: true }, { id: OLENA });
  customer = await caller('contracts-customer', { customerIds: ['c-aurora'] });
  talent = await caller('contracts-talent', {});
});
afterAll(() => deleteTestUsers([eero, olena, customer, talent].map((c) => c.user.uid)));

beforeEach(async () => {
  await clearFirestore();
  await putPerson(EERO, {
    firebaseUid: eero.user.uid,
    email: eero.user.email,
    firstName: 'Eero',
    lastName: 'Nieminen',
    language: 'fi',
  });
  await putPerson(OLENA, {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Olena',
    lastName: 'Kovalenko',
    language: 'uk',
  });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
  await seedContracts(adminDb, new Date());
});

const app = createStaffApi();

/** A file route's raw answer. */
async function download(contract: AnyEndpoint, who: Caller, query: RouteCall['query']) {
  const res = await app.request(routePath(contract, { query }), {
    headers: { Authorization: `Bearer ${who.idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const listOf = async (who: Caller) => {
  const res = await callRoute(getEmploymentContracts, { caller: who });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return employeeContractsResponse.parse(res.body).contracts;
};
const open = async (who: Caller, contractId: string) => {
  const res = await callRoute(getEmploymentContractPreview, { caller: who, query: { contractId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contractPreviewResponse.parse(res.body);
};
const openAttachment = async (who: Caller, attachmentId: string) => {
  const res = await callRoute(getEmploymentContractAttachmentPreview, { caller: who, query: { attachmentId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contractPreviewResponse.parse(res.body);
};
const sign = (who: Caller, contractId: string) => callRoute(putSignContract, { caller: who, body: { contractId } });
const reads = async () => (await adminDb.collection(staffCollections.contractReads).get()).docs.map((d) => d.id).sort();
const stored = async (id: string) =>
  staffEmploymentContract.parse({ id, ...(await adminDb.collection(staffCollections.employmentContracts).doc(id).get()).data() });

describe('GET /v1/Employee/EmploymentContracts', () => {
  it("lists the caller's own, unsigned first, then newest, with each part's read flag in the caller's language", async () => {
    const mine = await listOf(eero);
    expect(mine.map((c) => [c.id, c.index, c.state, c.read, c.canSign])).toEqual([
      [EERO_UNSIGNED_CONTRACT_ID, 0, 'unsigned', false, false],
      [EERO_SIGNED_CONTRACT_ID, 1, 'signed', true, false],
    ]);
    expect(mine[0]).toMatchObject({ title: 'Työsopimus: ravintolatyö', language: 'fi', signedAt: null });
    expect(mine[0]!.attachments).toEqual([
      { id: 'a1', attachmentId: `${EERO_UNSIGNED_CONTRACT_ID}:a1`, name: 'Työaika ja palkanmaksu', read: false, readAt: null },
      { id: 'a2', attachmentId: `${EERO_UNSIGNED_CONTRACT_ID}:a2`, name: 'Tietosuojaseloste', read: false, readAt: null },
    ]);
    expect(mine[0]!.readAt).toBeNull();
    expect(mine[1]).toMatchObject({ signedBy: 'Eero Nieminen', attachments: [{ read: true }, { read: true }] });
    // A part read at its current text says when: what the screen shows without asking its preview.
    for (const at of [mine[1]!.readAt, ...mine[1]!.attachments.map((a) => a.readAt)]) expect(Date.parse(at!)).not.toBeNaN();
    const hers = await listOf(olena);
    expect(hers.map((c) => [c.id, c.title, c.language])).toEqual([
      [OLENA_UNSIGNED_CONTRACT_ID, 'Трудовий договір: робота в ресторані', 'uk'],
    ]);
    expect(hers[0]!.terms).toMatchObject({ employer: 'Vuoro Henkilöstöpalvelut Oy', weeklyHours: { min: 20, max: 30 } });
  });
});

describe('opening and signing', () => {
  it('refuses to sign until every part was opened, then records signer, time and versions; the alert count follows', async () => {
    const alerts = async () =>
      ((await callRoute(getEmployeeTopAlerts, { caller: eero })).body as { unsignedContracts: number }).unsignedContracts;
    expect(await alerts()).toBe(1);
    expect(await sign(eero, EERO_UNSIGNED_CONTRACT_ID)).toEqual({ status: 409, body: { error: 'validation:contractNotRead' } });

    const main = await open(eero, EERO_UNSIGNED_CONTRACT_ID);
    expect(main.part).toMatchObject({ id: 'main', attachmentId: null, title: 'Työsopimus: ravintolatyö', language: 'fi' });
    expect(main.part.text).toContain('majoitus- ja ravitsemisalan työehtosopimusta');
    expect(main.contract).toMatchObject({ read: true, canSign: false });
    const a1 = await openAttachment(eero, `${EERO_UNSIGNED_CONTRACT_ID}:a1`);
    expect(a1.part).toMatchObject({ id: 'a1', title: 'Työaika ja palkanmaksu' });
    expect(await sign(eero, EERO_UNSIGNED_CONTRACT_ID)).toEqual({ status: 409, body: { error: 'validation:contractNotRead' } });
    expect((await stored(EERO_UNSIGNED_CONTRACT_ID)).state).toBe('unsigned');

    const a2 = await openAttachment(eero, `${EERO_UNSIGNED_CONTRACT_ID}:a2`);
    expect(a2.contract.canSign).toBe(true);
    // Opening again keeps the first time at this version.
    expect((await open(eero, EERO_UNSIGNED_CONTRACT_ID)).part.readAt).toBe(main.part.readAt);

    const before = Date.now();
    const signed = await sign(eero, EERO_UNSIGNED_CONTRACT_ID);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(employeeContractResponse.parse(signed.body).contract).toMatchObject({
      state: 'signed',
      canSign: false,
      signedBy: 'Eero Nieminen',
    });
    const doc = await stored(EERO_UNSIGNED_CONTRACT_ID);
    expect(doc.state).toBe('signed');
    expect(doc.signed!.by).toEqual({ uid: eero.user.uid, name: 'Eero Nieminen' });
    expect(doc.signed!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(doc.signed!.versions).toEqual(Object.fromEntries(doc.parts.map((p) => [p.id, p.version])));
    expect(await alerts()).toBe(0);

    expect(await sign(eero, EERO_UNSIGNED_CONTRACT_ID)).toEqual({
      status: 409,
      body: { error: 'validation:contractAlreadySigned' },
    });
  });

  it('a part whose text changed after it was opened must be read again', async () => {
    await open(eero, EERO_UNSIGNED_CONTRACT_ID);
    await openAttachment(eero, `${EERO_UNSIGNED_CONTRACT_ID}:a1`);
    const first = await openAttachment(eero, `${EERO_UNSIGNED_CONTRACT_ID}:a2`);
    expect(first.contract.canSign).toBe(true);

    const doc = await stored(EERO_UNSIGNED_CONTRACT_ID);
    const parts = doc.parts.map((p) => {
      if (p.id !== 'a2') return p;
      const text = { ...p.text, fi: `${p.text.fi} Tietoja säilytetään kymmenen vuotta.` };
      return { ...p, text, version: partVersion({ title: p.title, text }) };
    });
    await adminDb.collection(staffCollections.employmentContracts).doc(doc.id).update({ parts });

    const after = (await listOf(eero))[0]!;
    expect(after.attachments.map((a) => a.read)).toEqual([true, false]);
    expect(await sign(eero, doc.id)).toEqual({ status: 409, body: { error: 'validation:contractNotRead' } });
    const again = await openAttachment(eero, `${doc.id}:a2`);
    expect(again.part.version).not.toBe(first.part.version);
    expect(again.part.text).toContain('kymmenen vuotta');
    expect((await sign(eero, doc.id)).status).toBe(200);
    expect((await stored(doc.id)).signed!.versions.a2).toBe(again.part.version);
  });

  it("shows the text in the caller's language with the Finnish original", async () => {
    const { part } = await openAttachment(olena, `${OLENA_UNSIGNED_CONTRACT_ID}:a2`);
    expect(part).toMatchObject({
      title: 'Повідомлення про конфіденційність',
      language: 'uk',
      original: { title: 'Tietosuojaseloste' },
    });
    expect(part.text).toContain('персональні дані');
    expect(part.original.text).toContain('henkilötietoja');
  });
});

describe('who may see what', () => {
  it("another employee's contract answers the same 404 as a missing one, and records nothing", async () => {
    const missing = { status: 404, body: { error: 'contractNotFound' } };
    for (const contractId of [OLENA_UNSIGNED_CONTRACT_ID, 'no-such-contract']) {
      expect(await callRoute(getEmploymentContractPreview, { caller: eero, query: { contractId } })).toEqual(missing);
      expect(await callRoute(getEmploymentContractPreviewPdf, { caller: eero, query: { contractId } })).toEqual(missing);
      expect(
        await callRoute(getEmploymentContractAttachmentPreview, { caller: eero, query: { attachmentId: `${contractId}:a1` } }),
      ).toEqual(missing);
      expect(
        await callRoute(getEmploymentContractAttachmentPreviewPdf, { caller: eero, query: { attachmentId: `${contractId}:a1` } }),
      ).toEqual(missing);
      expect(await sign(eero, contractId)).toEqual(missing);
    }
    expect(
      await callRoute(getEmploymentContractAttachmentPreview, {
        caller: eero,
        query: { attachmentId: `${EERO_UNSIGNED_CONTRACT_ID}:a9` },
      }),
    ).toEqual(missing);
    expect(await callRoute(getEmploymentContractPdf, { caller: olena, query: { index: 1 } })).toEqual(missing);
    expect(await reads()).toEqual(['main', 'a1', 'a2'].map((p) => contractReadId(EERO_SIGNED_CONTRACT_ID, p)).sort());
    expect((await stored(OLENA_UNSIGNED_CONTRACT_ID)).state).toBe('unsigned');
  });

  it('400 for bad queries and bodies, with validation keys', async () => {
    const bad: [AnyEndpoint, RouteCall][] = [
      [getEmploymentContractPreview, {}],
      [getEmploymentContractPreview, { query: { contractId: '__x__' } }],
      [getEmploymentContractPreview, { query: { contractId: 'c1', other: 1 } }],
      [getEmploymentContractAttachmentPreview, { query: { attachmentId: EERO_UNSIGNED_CONTRACT_ID } }],
      [getEmploymentContractAttachmentPreview, { query: { attachmentId: `${EERO_UNSIGNED_CONTRACT_ID}:main` } }],
      [getEmploymentContractAttachmentPreviewPdf, { query: { attachmentId: '' } }],
      [getEmploymentContractPdf, { query: { index: -1 } }],
      [getEmploymentContractPdf, { query: { index: 'first' } }],
      [getEmploymentContractPdf, { query: { index: 0.5 } }],
      [putSignContract, { body: {} }],
      [putSignContract, { body: { contractId: 7 } }],
      [putSignContract, { body: { contractId: EERO_UNSIGNED_CONTRACT_ID, force: true } }],
    ];
    for (const [contract, call] of bad) {
      const res = await callRoute(contract, { ...call, caller: eero });
      expect(res.status, `${contract.path} ${JSON.stringify(call)}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain('validation:');
    }
    expect(await reads()).toHaveLength(3);
  });

  it('the employee routes: 401 without a token, 403 for a customer user and a talent', async () => {
    for (const contract of Object.values(employmentContracts).filter((e) => e.access === 'employee')) {
      expect((await callRoute(contract, { caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect(await callRoute(contract, { caller: who }), contract.path).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
    }
  });
});

describe('PDFs and the contract in force', () => {
  it('the whole contract as a real PDF: terms, every part, the signature block, Finnish letters intact', async () => {
    const { res, bytes } = await download(getEmploymentContractPdf, eero, { index: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await pdfText(bytes);
    expect(pdf.title).toBe('Työsopimus: ravintolatyö');
    for (const text of [
      'Vuoro Henkilöstöpalvelut Oy',
      'Eero Nieminen',
      'Toistaiseksi voimassa',
      'Työaika ja palkanmaksu',
      'Tietosuojaseloste',
      'Allekirjoittanut sähköisesti Eero Nieminen',
      'Sivu 1 /',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    const unsigned = await pdfText((await download(getEmploymentContractPdf, eero, { index: 0 })).bytes);
    expect(unsigned.text).toContain('Ei vielä allekirjoitettu');
    // The PDF reads nothing: no part is opened by it.
    expect(await reads()).toHaveLength(3);
  });

  it("Olena's in Ukrainian with Cyrillic intact and the Finnish original; the preview PDFs record the read", async () => {
    const pdf = await pdfText((await download(getEmploymentContractPdf, olena, { index: 0 })).bytes);
    for (const text of [
      'Трудовий договір: робота в ресторані',
      'Роботодавець',
      'Оригінал (фінською)',
      'Ще не підписано',
      'Olena Kovalenko',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).toContain('Työsopimus: ravintolatyö');

    const preview = await download(getEmploymentContractPreviewPdf, olena, { contractId: OLENA_UNSIGNED_CONTRACT_ID });
    expect(preview.res.status).toBe(200);
    expect((await pdfText(preview.bytes)).text).toContain('Працівник працює через агентство');
    const attachment = await download(getEmploymentContractAttachmentPreviewPdf, olena, {
      attachmentId: `${OLENA_UNSIGNED_CONTRACT_ID}:a1`,
    });
    expect((await pdfText(attachment.bytes)).title).toBe('Додаток 1: Робочий час і виплата заробітної плати');
    expect((await listOf(olena))[0]).toMatchObject({ read: true, attachments: [{ read: true }, { read: false }] });
  });

  it('the active contract is the signed one in force today, or null', async () => {
    const mine = activeContractResponse.parse((await callRoute(getActiveEmploymentContract, { caller: eero })).body);
    expect(mine.contract).toMatchObject({ id: EERO_SIGNED_CONTRACT_ID, index: 1, state: 'signed' });
    expect((await callRoute(getActiveEmploymentContract, { caller: olena })).body).toEqual({ contract: null });
  });
});

describe('the seed', () => {
  it('seeding twice leaves the same documents and puts the waiting contracts back unread', async () => {
    await open(eero, EERO_UNSIGNED_CONTRACT_ID);
    const names = [staffCollections.contractTemplates, staffCollections.employmentContracts, staffCollections.contractReads];
    const ids = async () => Promise.all(names.map(async (n) => (await adminDb.collection(n).get()).docs.map((d) => d.id).sort()));
    expect(await seedContracts(adminDb, new Date())).toEqual({ contractTemplates: 1, employmentContracts: 3 });
    const first = await ids();
    expect(first[0]).toEqual([CONTRACT_TEMPLATE_ID]);
    expect(first[2]).toHaveLength(3);
    await seedContracts(adminDb, new Date());
    expect(await ids()).toEqual(first);
  });
});
