import { describe, expect, it } from 'vitest';
import { signContract } from '../../states/contract';
import {
  activeContract,
  contractTerms,
  deskContractTemplateBody,
  parseContractAttachmentId,
  partsFromTemplate,
  partVersion,
  readToStore,
  staffEmploymentContract,
  toContractPartView,
  toDeskContractView,
  toEmployeeContractView,
  unsignedThenNewest,
  type StaffContractRead,
  type StaffEmploymentContract,
} from './model';
import { CONTRACT_TEXTS, contractMessage, weeklyHoursText } from './texts';

const terms = {
  employer: 'Vuoro Oy',
  startDate: '2026-01-01',
  endDate: null,
  hourlyWage: 14.2,
  weeklyHours: { min: 0, max: 37.5 },
};
const template = {
  title: { fi: 'Työsopimus', uk: 'Трудовий договір' },
  body: { fi: 'Sopimuksen teksti.', uk: 'Текст договору.' },
  attachments: [
    { title: { fi: 'Palkka' }, text: { fi: 'Palkkaliite.' } },
    { title: { fi: 'Tietosuoja', uk: 'Конфіденційність' }, text: { fi: 'Tietosuojaliite.', uk: 'Додаток.' } },
  ],
};
const sentAt = new Date('2026-11-01T10:00:00Z');

function makeContract(over: Partial<StaffEmploymentContract> = {}): StaffEmploymentContract {
  return staffEmploymentContract.parse({
    id: 'c1',
    employeeId: 'sp-eero',
    templateId: 't1',
    title: template.title,
    terms,
    parts: partsFromTemplate(template),
    state: 'unsigned',
    sentAt,
    sentBy: { uid: 'admin', name: 'Reija' },
    ...over,
  });
}

const readsOf = (contract: StaffEmploymentContract, partIds: string[], version?: string) =>
  new Map<string, StaffContractRead>(
    contract.parts
      .filter((p) => partIds.includes(p.id))
      .map((p) => [
        p.id,
        { employeeId: contract.employeeId, contractId: contract.id, partId: p.id, version: version ?? p.version, readAt: sentAt },
      ]),
  );

describe('contract parts and versions', () => {
  it('copies the body as main and the attachments as a1, a2, each with a version of its texts', () => {
    const parts = partsFromTemplate(template);
    expect(parts.map((p) => p.id)).toEqual(['main', 'a1', 'a2']);
    expect(parts[0]!.title).toEqual(template.title);
    expect(new Set(parts.map((p) => p.version)).size).toBe(3);
    expect(parts[1]!.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives the same wording the same version and any change a new one, in any language', () => {
    const part = { title: { fi: 'Palkka' }, text: { fi: 'Palkkaliite.', uk: 'Додаток.' } };
    expect(partVersion(part)).toBe(partVersion({ ...part }));
    expect(partVersion({ ...part, text: { ...part.text, uk: 'Додаток!' } })).not.toBe(partVersion(part));
    expect(partVersion({ ...part, title: { fi: 'Palkat' } })).not.toBe(partVersion(part));
  });

  it('reads an attachment id as <contractId>:<partId>, only for attachments', () => {
    expect(parseContractAttachmentId('c1:a2')).toEqual({ contractId: 'c1', partId: 'a2' });
    expect(parseContractAttachmentId('c1:main')).toBeNull();
    expect(parseContractAttachmentId('c1')).toBeNull();
    expect(parseContractAttachmentId(':a1')).toBeNull();
    expect(parseContractAttachmentId('a/b:a1')).toBeNull();
  });
});

describe('reading and signing', () => {
  it('stores a read once per version: the first time at a version stays, a new version is read anew', () => {
    const contract = makeContract();
    const main = contract.parts[0]!;
    const first = readToStore(null, contract, main, sentAt)!;
    expect(first).toMatchObject({ partId: 'main', version: main.version, readAt: sentAt });
    expect(readToStore(first, contract, main, new Date())).toBeNull();
    const later = new Date('2026-11-05T00:00:00Z');
    expect(readToStore(first, contract, { ...main, version: 'changed' }, later)).toMatchObject({
      version: 'changed',
      readAt: later,
    });
  });

  it('lets the employee sign only after every part is read at its current version', () => {
    const contract = makeContract();
    const some = toEmployeeContractView(contract, readsOf(contract, ['main', 'a1']), 'fi', 0);
    expect(some).toMatchObject({ read: true, canSign: false });
    expect(signContract(some, sentAt)).toEqual({ ok: false, error: 'validation:contractNotRead' });
    const stale = toEmployeeContractView(contract, readsOf(contract, ['main', 'a1', 'a2'], 'old'), 'fi', 0);
    expect(stale).toMatchObject({ read: false, canSign: false });
    const all = toEmployeeContractView(contract, readsOf(contract, ['main', 'a1', 'a2']), 'fi', 0);
    expect(all.canSign).toBe(true);
    expect(signContract(all, sentAt).ok).toBe(true);
    const signed = toEmployeeContractView(makeContract({ state: 'signed' }), readsOf(contract, ['main', 'a1', 'a2']), 'fi', 0);
    expect(signed.canSign).toBe(false);
    expect(signContract(signed, sentAt)).toEqual({ ok: false, error: 'validation:contractAlreadySigned' });
  });

  it("shows the contract in the caller's language, Finnish where not translated", () => {
    const view = toEmployeeContractView(makeContract(), new Map(), 'uk', 3);
    expect(view).toMatchObject({ title: 'Трудовий договір', language: 'uk', index: 3 });
    expect(view.attachments.map((a) => [a.attachmentId, a.name, a.read])).toEqual([
      ['c1:a1', 'Palkka', false],
      ['c1:a2', 'Конфіденційність', false],
    ]);
    const part = toContractPartView('c1', makeContract().parts[2]!, { readAt: sentAt }, 'uk');
    expect(part).toMatchObject({
      attachmentId: 'c1:a2',
      title: 'Конфіденційність',
      text: 'Додаток.',
      language: 'uk',
      original: { title: 'Tietosuoja', text: 'Tietosuojaliite.' },
    });
  });
});

describe('lists', () => {
  it('orders unsigned first, then newest sent', () => {
    const a = makeContract({ id: 'old-unsigned', sentAt: new Date('2026-01-01T00:00:00Z') });
    const b = makeContract({ id: 'new-signed', state: 'signed', sentAt: new Date('2026-11-01T00:00:00Z') });
    const c = makeContract({ id: 'new-unsigned', sentAt: new Date('2026-10-01T00:00:00Z') });
    expect(unsignedThenNewest([a, b, c]).map((x) => x.id)).toEqual(['new-unsigned', 'old-unsigned', 'new-signed']);
  });

  it('finds the signed contract in force on the Helsinki day', () => {
    const now = new Date('2026-06-30T22:30:00Z'); // 1 July in Helsinki
    const ended = makeContract({
      id: 'ended',
      state: 'signed',
      terms: { ...terms, startDate: '2026-01-01', endDate: '2026-06-30' },
    });
    const current = makeContract({ id: 'current', state: 'signed', terms: { ...terms, startDate: '2026-07-01' } });
    const future = makeContract({ id: 'future', state: 'signed', terms: { ...terms, startDate: '2026-07-02' } });
    const unsigned = makeContract({ id: 'unsigned', terms: { ...terms, startDate: '2026-06-01' } });
    expect(activeContract([ended, current, future, unsigned], now)?.id).toBe('current');
    expect(activeContract([ended, future, unsigned], now)).toBeNull();
  });

  it("shows the desk each part's last opening and whether it was of the current version", () => {
    const contract = makeContract();
    const reads = readsOf(contract, ['main']);
    reads.set('a1', { ...reads.get('main')!, partId: 'a1', version: 'old' });
    const view = toDeskContractView(contract, 'Eero Nieminen', reads);
    expect(view.parts.map((p) => [p.id, p.openedAt !== null, p.openedCurrent])).toEqual([
      ['main', true, true],
      ['a1', true, false],
      ['a2', false, false],
    ]);
    expect(view).toMatchObject({ employee: { id: 'sp-eero', name: 'Eero Nieminen' }, title: 'Työsopimus', signedAt: null });
  });
});

describe('inputs', () => {
  it('checks the terms: dates, end not before start, wage in cents, hours as a range', () => {
    expect(contractTerms.safeParse(terms).success).toBe(true);
    expect(contractTerms.safeParse({ ...terms, endDate: '2025-12-31' }).error?.issues[0]?.message).toBe(
      'validation:endBeforeStart',
    );
    expect(contractTerms.safeParse({ ...terms, startDate: '2026-02-30' }).success).toBe(false);
    expect(contractTerms.safeParse({ ...terms, hourlyWage: 14.205 }).success).toBe(false);
    expect(contractTerms.safeParse({ ...terms, hourlyWage: -1 }).success).toBe(false);
    expect(contractTerms.safeParse({ ...terms, weeklyHours: { min: 40, max: 20 } }).success).toBe(false);
    expect(contractTerms.safeParse({ ...terms, extra: 1 }).success).toBe(false);
  });

  it('needs a Finnish title and body; at most five attachments', () => {
    const body = { title: { fi: 'T' }, body: { fi: 'B' }, attachments: [], terms };
    expect(deskContractTemplateBody.safeParse(body).success).toBe(true);
    expect(deskContractTemplateBody.safeParse({ ...body, title: { en: 'T' } }).success).toBe(false);
    const six = Array.from({ length: 6 }, () => ({ title: { fi: 'L' }, text: { fi: 'x' } }));
    expect(deskContractTemplateBody.safeParse({ ...body, attachments: six }).success).toBe(false);
  });
});

describe('texts', () => {
  it('has every text in every language, and the message names the contract', () => {
    const keys = Object.keys(CONTRACT_TEXTS.fi).sort();
    for (const texts of Object.values(CONTRACT_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
    }
    expect(contractMessage('Трудовий договір', 'uk').body).toContain('«Трудовий договір»');
    expect(CONTRACT_TEXTS.fi.messageBody).toContain('Toimisto');
    expect(CONTRACT_TEXTS.sv.messageBody).toContain('Byrån');
  });

  it('writes weekly hours as a figure or a range joined without breaks', () => {
    expect(weeklyHoursText({ min: 37.5, max: 37.5 }, 'fi')).toBe('37,50 h / viikko');
    expect(weeklyHoursText({ min: 0, max: 37.5 }, 'en')).toBe('0.00\u2060–\u206037.50 h / week');
  });
});
