import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_401,
  deskShareFileResponse,
  deskSharedFilesResponse,
  deskTrainingMaterialResponse,
  deskTrainingMaterialsResponse,
  employeeSharedFilesResponse,
  employeeTrainingMaterialResponse,
  employeeTrainingMaterialsResponse,
  FILE_MAX_BYTES,
  fileContracts,
  getDeskSharedFiles,
  getDeskTrainingMaterials,
  getEmployeeTrainingMaterial,
  getEmployeeTrainingMaterialFile,
  getEmployeeTrainingMaterials,
  getSharedFile,
  getSharedFiles,
  putDeskAddTrainingMaterial,
  putDeskShareFile,
  putMarkTrainingMaterialAsRead,
  staffCollections,
  staffDeskFileAuditRecord,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type AnyEndpoint,
  type DeskAddTrainingMaterialBody,
  type DeskShareFileBody,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { getOpenApiDocument } from '../../functions/src/staffApi/openapi';
import { seedFiles } from '../../scripts/seed-files';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, routePath, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * Training materials and shared files (issue 24): the desk adds and shares (an admin with a second
 * factor), employees list, read and download, each with their own read flags and downloads; file
 * answers carry the stored bytes and type with safe headers. In-process against the Firestore and
 * Auth emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'files-admin',
    claims: { admin: true },
    mfaPhone: '+358401230242',
    displayName: 'Aino Ajojärjestelijä',
  });
  const oneFactor = await createTestUser({ prefix: 'files-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('files-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('files-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('files-customer', { customerIds: ['c-aurora'] });
  talent = await caller('files-talent', {});
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer, talent].map((c) => c.user.uid)]));

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Nieminen' });
  await putPerson('sp-olena', {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Olena',
    lastName: 'Kovalenko',
    language: 'uk',
  });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0xff, 0x00, 0x80, 0x7f]);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const b64 = (bytes: Buffer) => bytes.toString('base64');

const app = createStaffApi();

/** A route's raw answer (a file answer is bytes, which `callRoute` would read as text). */
async function download(contract: AnyEndpoint, who: Caller, id: string) {
  const res = await app.request(routePath(contract, { params: { id } }), {
    headers: { Authorization: `Bearer ${who.idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function share(body: DeskShareFileBody) {
  const res = await callRoute(putDeskShareFile, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return deskShareFileResponse.parse(res.body).file;
}

async function addMaterial(body: DeskAddTrainingMaterialBody) {
  const res = await callRoute(putDeskAddTrainingMaterial, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return deskTrainingMaterialResponse.parse(res.body).material;
}

/** Two materials: the older with a PDF and Ukrainian texts, the newer without a file. */
async function addSome() {
  const safety = await addMaterial({
    title: { fi: 'Työturvallisuus', uk: 'Безпека праці' },
    description: { fi: 'Lue ennen ensimmäistä vuoroa.', uk: 'Прочитайте перед першою зміною.' },
    attachment: { fileName: 'Työturvallisuus.pdf', contentType: 'application/pdf', dataBase64: b64(PDF) },
  });
  const hygiene = await addMaterial({ title: { fi: 'Hygienia', en: 'Hygiene' }, description: { fi: 'Kädet pestään.' } });
  return { safety, hygiene };
}

const materialsOf = async (who: Caller) =>
  employeeTrainingMaterialsResponse.parse((await callRoute(getEmployeeTrainingMaterials, { caller: who })).body);
const filesOf = async (who: Caller) =>
  employeeSharedFilesResponse.parse((await callRoute(getSharedFiles, { caller: who })).body).files;
const auditRecords = async () =>
  (await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) => staffDeskFileAuditRecord.parse(d.data()));

describe('training materials', () => {
  it('the desk adds them with an audit record; employees see their language, unread first, and the desk counts reads', async () => {
    const { safety, hygiene } = await addSome();
    expect(safety).toMatchObject({
      title: { fi: 'Työturvallisuus', uk: 'Безпека праці' },
      attachment: { fileName: 'Työturvallisuus.pdf', contentType: 'application/pdf', size: PDF.byteLength, viewable: true },
      publishedBy: 'Aino Ajojärjestelijä',
      reads: 0,
    });
    expect(hygiene.attachment).toBeNull();
    expect(await auditRecords()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          route: 'PUT /v1/Desk/TrainingMaterials',
          action: 'addTrainingMaterial',
          trainingMaterialId: safety.id,
          fileName: 'Työturvallisuus.pdf',
          size: PDF.byteLength,
        }),
        expect.objectContaining({ trainingMaterialId: hygiene.id, fileName: null }),
      ]),
    );

    const forEero = await materialsOf(eero);
    expect(forEero.unread).toBe(2);
    expect(forEero.materials.map((m) => [m.title, m.language, m.read])).toEqual([
      ['Hygienia', 'fi', false],
      ['Työturvallisuus', 'fi', false],
    ]);
    expect(forEero.materials[0]).not.toHaveProperty('attachment');
    expect(forEero.materials[1]!.attachment).toEqual({
      fileName: 'Työturvallisuus.pdf',
      contentType: 'application/pdf',
      size: PDF.byteLength,
      viewable: true,
    });
    const forOlena = await materialsOf(olena);
    expect(forOlena.materials.map((m) => [m.title, m.description, m.language])).toEqual([
      ['Hygienia', 'Kädet pestään.', 'fi'],
      ['Безпека праці', 'Прочитайте перед першою зміною.', 'uk'],
    ]);

    const desk = deskTrainingMaterialsResponse.parse((await callRoute(getDeskTrainingMaterials, { token: admin })).body);
    expect(desk.materials.map((m) => [m.id, m.reads])).toEqual([
      [hygiene.id, 0],
      [safety.id, 0],
    ]);
  });

  it("one employee's read leaves it unread for another; reading again keeps the first time; read ones go last", async () => {
    const { safety, hygiene } = await addSome();
    const first = await callRoute(putMarkTrainingMaterialAsRead, { caller: eero, params: { id: hygiene.id } });
    expect(first.status).toBe(200);
    const marked = employeeTrainingMaterialResponse.parse(first.body);
    expect(marked).toMatchObject({ material: { id: hygiene.id, read: true }, unread: 1 });
    const again = employeeTrainingMaterialResponse.parse(
      (await callRoute(putMarkTrainingMaterialAsRead, { caller: eero, params: { id: hygiene.id } })).body,
    );
    expect(again.material.readAt).toBe(marked.material.readAt);

    expect((await materialsOf(eero)).materials.map((m) => [m.id, m.read])).toEqual([
      [safety.id, false],
      [hygiene.id, true],
    ]);
    const olenas = await materialsOf(olena);
    expect(olenas.unread).toBe(2);
    expect(olenas.materials.every((m) => !m.read)).toBe(true);
    const one = await callRoute(getEmployeeTrainingMaterial, { caller: olena, params: { id: hygiene.id } });
    expect(employeeTrainingMaterialResponse.parse(one.body)).toMatchObject({
      material: { read: false, readAt: null },
      unread: 2,
    });

    const desk = deskTrainingMaterialsResponse.parse((await callRoute(getDeskTrainingMaterials, { token: admin })).body);
    expect(desk.materials.find((m) => m.id === hygiene.id)!.reads).toBe(1);
    expect((await adminDb.collection(staffCollections.trainingMaterialReads).get()).docs.map((d) => d.id)).toEqual([
      `sp-eero_${hygiene.id}`,
    ]);
  });

  it('the file downloads as stored, inline for a PDF; a material without a file and a missing one answer 404', async () => {
    const { safety, hygiene } = await addSome();
    const { res, bytes } = await download(getEmployeeTrainingMaterialFile, eero, safety.id);
    expect(res.status).toBe(200);
    expect(Buffer.compare(bytes, PDF)).toBe(0);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Ty_turvallisuus.pdf"; filename*=UTF-8''Ty%C3%B6turvallisuus.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const without = await callRoute(getEmployeeTrainingMaterialFile, { caller: eero, params: { id: hygiene.id } });
    const missing = await callRoute(getEmployeeTrainingMaterialFile, { caller: eero, params: { id: 'nosuch' } });
    expect(without).toEqual({ status: 404, body: { error: 'fileNotFound' } });
    expect(missing).toEqual(without);
    expect(await callRoute(getEmployeeTrainingMaterial, { caller: eero, params: { id: 'nosuch' } })).toEqual({
      status: 404,
      body: { error: 'trainingMaterialNotFound' },
    });
    expect((await callRoute(putMarkTrainingMaterialAsRead, { caller: eero, params: { id: 'nosuch' } })).status).toBe(404);
    expect((await adminDb.collection(staffCollections.trainingMaterialReads).get()).size).toBe(0);
  });
});

describe('shared files', () => {
  async function shareSome() {
    const contract = await share({
      employeeId: 'sp-eero',
      fileName: 'Työsopimus-liite.pdf',
      contentType: 'application/pdf',
      dataBase64: b64(PDF),
      description: { fi: 'Työsopimuksesi liite', uk: 'Додаток до трудового договору' },
    });
    const guide = await share({
      everyone: true,
      fileName: 'Perehdytys "opas".docx',
      contentType: DOCX_TYPE,
      dataBase64: b64(DOCX),
      description: { fi: 'Perehdytysopas', uk: 'Посібник' },
    });
    const olenas = await share({
      employeeId: 'sp-olena',
      fileName: 'Olena.txt',
      contentType: 'text/plain; charset=utf-8',
      dataBase64: b64(Buffer.from('Привіт')),
      description: { fi: 'Sinulle' },
    });
    return { contract, guide, olenas };
  }

  it("the desk shares to one and to everyone, audited; each employee lists theirs and everyone's, newest first", async () => {
    const { contract, guide, olenas } = await shareSome();
    expect(contract).toMatchObject({
      recipient: { kind: 'employee', employeeId: 'sp-eero', name: 'Eero Nieminen' },
      size: PDF.byteLength,
      viewable: true,
      sharedBy: 'Aino Ajojärjestelijä',
      downloads: 0,
    });
    expect(guide).toMatchObject({ recipient: { kind: 'everyone' }, viewable: false });
    expect(await auditRecords()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          route: 'PUT /v1/Desk/Files/Share',
          action: 'shareFile',
          sharedFileId: contract.id,
          recipient: 'sp-eero',
        }),
        expect.objectContaining({ sharedFileId: guide.id, recipient: 'everyone', fileName: 'Perehdytys "opas".docx' }),
      ]),
    );

    const eeros = await filesOf(eero);
    expect(eeros.map((f) => [f.id, f.description, f.language, f.everyone])).toEqual([
      [guide.id, 'Perehdytysopas', 'fi', true],
      [contract.id, 'Työsopimuksesi liite', 'fi', false],
    ]);
    expect(eeros[0]).not.toHaveProperty('downloadedAt');
    expect((await filesOf(olena)).map((f) => [f.id, f.description, f.language])).toEqual([
      [olenas.id, 'Sinulle', 'fi'],
      [guide.id, 'Посібник', 'uk'],
    ]);
  });

  it('downloads the bytes as stored, records the first download only, inline or attachment by type', async () => {
    const { contract, guide, olenas } = await shareSome();
    const first = await download(getSharedFile, eero, contract.id);
    expect(first.res.status).toBe(200);
    expect(Buffer.compare(first.bytes, PDF)).toBe(0);
    expect(first.res.headers.get('content-disposition')).toMatch(/^inline; .*filename\*=UTF-8''Ty%C3%B6sopimus-liite\.pdf$/);
    const firstAt = (await filesOf(eero)).find((f) => f.id === contract.id)!.downloadedAt;
    expect(firstAt).toEqual(expect.any(String));
    await download(getSharedFile, eero, contract.id);
    expect((await filesOf(eero)).find((f) => f.id === contract.id)!.downloadedAt).toBe(firstAt);

    const docx = await download(getSharedFile, eero, guide.id);
    expect(Buffer.compare(docx.bytes, DOCX)).toBe(0);
    expect(docx.res.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(docx.res.headers.get('content-disposition')).toBe(
      `attachment; filename="Perehdytys _opas_.docx"; filename*=UTF-8''Perehdytys%20%22opas%22.docx`,
    );
    expect(docx.res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await download(getSharedFile, olena, olenas.id);
    expect(text.res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.bytes.toString('utf8')).toBe('Привіт');

    const desk = deskSharedFilesResponse.parse((await callRoute(getDeskSharedFiles, { token: admin })).body).files;
    expect(desk.map((f) => [f.id, f.downloads, f.recipient])).toEqual([
      [olenas.id, 1, { kind: 'employee', employeeId: 'sp-olena', name: 'Olena Kovalenko' }],
      [guide.id, 1, { kind: 'everyone' }],
      [contract.id, 1, { kind: 'employee', employeeId: 'sp-eero', name: 'Eero Nieminen' }],
    ]);
  });

  it("another employee's file answers the same 404 as a missing one, and records nothing", async () => {
    const { olenas } = await shareSome();
    const others = await callRoute(getSharedFile, { caller: eero, params: { id: olenas.id } });
    const missing = await callRoute(getSharedFile, { caller: eero, params: { id: 'nosuchfile' } });
    expect(others).toEqual({ status: 404, body: { error: 'fileNotFound' } });
    expect(missing).toEqual(others);
    expect((await adminDb.collection(staffCollections.sharedFileDownloads).get()).size).toBe(0);
  });
});

describe('the seed', () => {
  it("gives Eero his contract appendix and everyone's contacts, and two materials (a PDF and a .docx); seeding twice changes nothing", async () => {
    await seedFiles(adminDb, new Date());
    const names = [staffCollections.trainingMaterials, staffCollections.sharedFiles, staffCollections.fileChunks];
    const ids = async () => Promise.all(names.map(async (n) => (await adminDb.collection(n).get()).docs.map((d) => d.id).sort()));
    const first = await ids();
    expect(await seedFiles(adminDb, new Date())).toEqual({ trainingMaterials: 2, sharedFiles: 2 });
    expect(await ids()).toEqual(first);

    const seededEero = await caller('files-seed-eero', { employee: true }, { id: 'sp-eero-nieminen' });
    users.push(seededEero.user);
    const files = await filesOf(seededEero);
    expect(files.map((f) => [f.fileName, f.everyone, f.viewable])).toEqual([
      ['Työsopimus-liite.pdf', false, true],
      ['Yhteystiedot.txt', true, true],
    ]);
    expect((await filesOf(olena)).map((f) => f.fileName)).toEqual(['Yhteystiedot.txt']);
    const pdf = await download(getSharedFile, seededEero, files[0]!.id);
    expect(pdf.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.bytes.byteLength).toBe(files[0]!.size);
    const materials = (await materialsOf(olena)).materials;
    expect(materials.map((m) => [m.title, m.language, m.attachment?.viewable])).toEqual([
      ['Інструкція з охорони праці', 'uk', false],
      ['Ласкаво просимо до Vuoro', 'uk', true],
    ]);
    const docx = await download(getEmployeeTrainingMaterialFile, olena, materials[0]!.id);
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(docx.res.headers.get('content-disposition')).toMatch(/^attachment; /);
  });
});

describe('the OpenAPI document', () => {
  it('describes the file answers as binary with their headers, the JSON ones as JSON', async () => {
    const doc = (await callRoute(getOpenApiDocument)).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, unknown>; headers?: object }> }>
      >;
    };
    for (const contract of [getSharedFile, getEmployeeTrainingMaterialFile]) {
      const ok = doc.paths[contract.path]!.get!.responses['200']!;
      expect(ok.content).toEqual({ 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } });
      expect(Object.keys(ok.headers ?? {})).toEqual(['Content-Disposition', 'Cache-Control']);
    }
    expect(Object.keys(doc.paths[getSharedFiles.path]!.get!.responses['200']!.content!)).toEqual(['application/json']);
    expect(Object.keys(doc.paths[putDeskShareFile.path]!.put!.responses)).toEqual(expect.arrayContaining(['201', '404', '413']));
  });
});

describe('bad input and who may call', () => {
  const body = {
    employeeId: 'sp-eero',
    fileName: 'a.pdf',
    contentType: 'application/pdf',
    dataBase64: b64(PDF),
    description: { fi: 'Kuvaus' },
  };

  it('400 with validation keys for bad shares and materials; a file over 8 MB is fileTooLarge; nothing written', async () => {
    const { employeeId: _e, ...noRecipient } = body;
    const bad: [AnyEndpoint, unknown][] = [
      [putDeskShareFile, {}],
      [putDeskShareFile, noRecipient],
      [putDeskShareFile, { ...body, everyone: true }],
      [putDeskShareFile, { ...body, fileName: '../etc/passwd' }],
      [putDeskShareFile, { ...body, contentType: 'text/html\r\nX-Evil: 1' }],
      [putDeskShareFile, { ...body, dataBase64: 'not base64!' }],
      [putDeskShareFile, { ...body, dataBase64: '' }],
      [putDeskShareFile, { ...body, description: { en: 'No Finnish' } }],
      [putDeskShareFile, { ...body, description: { fi: 'Kuvaus', de: 'Beschreibung' } }],
      [putDeskAddTrainingMaterial, { title: { fi: '' }, description: { fi: 'Kuvaus' } }],
      [putDeskAddTrainingMaterial, { title: { fi: 'T' }, description: { fi: 'K' }, attachment: { fileName: 'a.pdf' } }],
    ];
    for (const [contract, sent] of bad) {
      const res = await callRoute(contract, { token: admin, body: sent });
      expect(res.status, JSON.stringify(sent)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('validation:');
    }
    const tooLarge = await callRoute(putDeskShareFile, {
      token: admin,
      body: { ...body, dataBase64: 'A'.repeat((Math.floor(FILE_MAX_BYTES / 3) + 1) * 4) },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ issues: [{ path: 'dataBase64', message: 'validation:fileTooLarge' }] });

    expect((await callRoute(getSharedFile, { caller: eero, params: { id: '__x__' } })).status).toBe(400);
    expect((await callRoute(putMarkTrainingMaterialAsRead, { caller: eero, params: { id: '__y__' } })).status).toBe(400);
    for (const collection of [staffCollections.sharedFiles, staffCollections.fileChunks, staffCollections.deskAudit]) {
      expect((await adminDb.collection(collection).get()).size, collection).toBe(0);
    }
  });

  it('a body over 12 MB answers 413; an unknown employee 404 employeeNotFound; nothing written', async () => {
    const huge = await callRoute(putDeskShareFile, { token: admin, body: { ...body, dataBase64: 'A'.repeat(12 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await callRoute(putDeskShareFile, { token: admin, body: { ...body, employeeId: 'sp-nobody' } })).toEqual({
      status: 404,
      body: { error: 'employeeNotFound' },
    });
    expect(await callRoute(putDeskShareFile, { token: admin, body: { ...body, employeeId: 'sp-customer' } })).toEqual({
      status: 404,
      body: { error: 'employeeNotFound' },
    });
    for (const collection of [staffCollections.sharedFiles, staffCollections.fileChunks, staffCollections.deskAudit]) {
      expect((await adminDb.collection(collection).get()).size, collection).toBe(0);
    }
  });

  it('the employee routes: 401 without a token, 403 for a customer user and a talent; notAnEmployee without a record', async () => {
    for (const contract of Object.values(fileContracts).filter((e) => e.access === 'employee')) {
      const call: RouteCall = 'params' in contract ? { params: { id: 'any' } } : {};
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect(await callRoute(contract, { ...call, caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
    const stranger = await caller('files-stranger', { employee: true });
    users.push(stranger.user);
    expect(await callRoute(getSharedFiles, { caller: stranger })).toEqual({ status: 403, body: { error: 'notAnEmployee' } });
  });

  it('the desk routes: 401 for an admin without the second factor and for nobody, 403 for an employee and a customer user', async () => {
    const material = { title: { fi: 'T' }, description: { fi: 'K' } };
    for (const contract of Object.values(fileContracts).filter((e) => e.access === 'recruiter')) {
      const call: RouteCall =
        contract === putDeskShareFile ? { body } : contract === putDeskAddTrainingMaterial ? { body: material } : {};
      expect(await callRoute(contract, { ...call, token: adminOneFactor }), contract.path).toEqual({
        status: 401,
        body: AUTH_401.needsMfa,
      });
      expect((await callRoute(contract, call)).status).toBe(401);
      for (const who of [eero, customer]) {
        expect(await callRoute(contract, { ...call, caller: who })).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
    }
    for (const collection of [staffCollections.sharedFiles, staffCollections.trainingMaterials, staffCollections.deskAudit]) {
      expect((await adminDb.collection(collection).get()).size, collection).toBe(0);
    }
  });
});
