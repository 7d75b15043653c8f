import { crc32 } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import {
  staffCollections,
  staffSharedFile,
  staffTrainingMaterial,
  type LocalizedText,
  type StaffSharedFile,
  type StaffTrainingMaterial,
} from '@vuoro/domain';
import { putFile } from '../functions/src/lib/file-store';
import { EERO } from './seed-shifts';

/**
 * Training materials and shared files (issue 24): a welcome guide (a one-page PDF made here) and
 * a safety guide (a real Word .docx, zipped here), `Työsopimus-liite.pdf` shared with Eero and the
 * agency's contacts as a text file shared with everyone; every text in five languages. Fixed
 * document and file ids, so a second run overwrites the same documents and chunks.
 */

const DAY = 86_400_000;
const PUBLISHER = { uid: 'demo-admin', name: 'Reija Rekrytoija' };

/** A one-page PDF with `lines` of Helvetica text (WinAnsi: Finnish letters fit, Cyrillic does not). */
export function makePdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${760 - i * 24} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A zip of `files` stored uncompressed (what a .docx is: Office reads stored entries). */
export function makeZip(files: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const header = (central: boolean) => {
      const h = Buffer.alloc(central ? 46 : 30);
      let p = 0;
      const u32 = (v: number) => (h.writeUInt32LE(v >>> 0, p), (p += 4));
      const u16 = (v: number) => (h.writeUInt16LE(v, p), (p += 2));
      u32(central ? 0x02014b50 : 0x04034b50);
      if (central) u16(20); // made by
      u16(20); // version needed
      u16(0x0800); // UTF-8 names
      u16(0); // stored
      u16(0); // time
      u16(0x21); // date: 1980-01-01
      u32(crc);
      u32(data.length);
      u32(data.length);
      u16(nameBytes.length);
      u16(0); // extra
      if (central) {
        u16(0); // comment
        u16(0); // disk
        u16(0); // internal attributes
        u32(0); // external attributes
        u32(offset);
      }
      return Buffer.concat([h, nameBytes]);
    };
    const local = Buffer.concat([header(false), data]);
    centrals.push(header(true));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[ch]};`);

/** A Word document of `paragraphs` (the first a heading in bold). */
export function makeDocx(paragraphs: readonly string[]): Buffer {
  const body = paragraphs
    .map(
      (text, i) =>
        `<w:p><w:r>${i === 0 ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`,
    )
    .join('');
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface SeedFile {
  fileId: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const welcomePdf: SeedFile = {
  fileId: 'seed-tervetuloa-pdf',
  fileName: 'Tervetuloa Vuoroon.pdf',
  contentType: 'application/pdf',
  bytes: makePdf([
    'Tervetuloa Vuoroon!',
    'Näin työvuorot toimivat: ota vuoro vastaan sovelluksessa, tule ajoissa',
    'ja kirjaa tehdyt tunnit vuoron jälkeen.',
    'Kysyttävää? Soita toimistoon: 09 123 4567.',
  ]),
};
const safetyDocx: SeedFile = {
  fileId: 'seed-tyoturvallisuus-docx',
  fileName: 'Työturvallisuusohje.docx',
  contentType: DOCX_TYPE,
  bytes: makeDocx([
    'Työturvallisuusohje',
    'Käytä aina annettuja suojavarusteita.',
    'Ilmoita vaaratilanteista heti esihenkilölle ja toimistoon.',
    'Ensiapukaappi on jokaisen työpaikan taukotilassa.',
  ]),
};
const contractPdf: SeedFile = {
  fileId: 'seed-tyosopimus-liite-pdf',
  fileName: 'Työsopimus-liite.pdf',
  contentType: 'application/pdf',
  bytes: makePdf([
    'Työsopimuksen liite',
    'Työntekijä: Eero Nieminen',
    'Työehtosopimus: Matkailu-, ravintola- ja vapaa-ajan palveluita koskeva TES.',
    'Palkka maksetaan kahden viikon välein.',
  ]),
};
const contactsTxt: SeedFile = {
  fileId: 'seed-yhteystiedot-txt',
  fileName: 'Yhteystiedot.txt',
  contentType: 'text/plain; charset=utf-8',
  bytes: Buffer.from(
    [
      'Vuoro-toimisto / Vuoro agency',
      'Puhelin / Phone / Телефон: 09 123 4567 (ma–pe 8–16)',
      'Sähköposti / Email: toimisto@demo.vuoro.fi',
      'Kiireelliset vuoroasiat / Urgent shift matters: 040 765 4321',
      '',
    ].join('\n'),
    'utf8',
  ),
};

const text = (fi: string, en: string, sv: string, uk: string, ru: string): LocalizedText => ({ fi, en, sv, uk, ru });

const stored = (file: SeedFile) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.bytes.byteLength,
  fileId: file.fileId,
});

function materials(now: Date): StaffTrainingMaterial[] {
  return [
    {
      id: 'tm-tervetuloa',
      title: text(
        'Tervetuloa Vuoroon',
        'Welcome to Vuoro',
        'Välkommen till Vuoro',
        'Ласкаво просимо до Vuoro',
        'Добро пожаловать в Vuoro',
      ),
      description: text(
        'Lue ennen ensimmäistä vuoroasi: miten vuorot otetaan vastaan ja tunnit kirjataan.',
        'Read before your first shift: how to take shifts and record your hours.',
        'Läs före ditt första skift: hur du tar emot skift och registrerar dina timmar.',
        'Прочитайте перед першою зміною: як приймати зміни та записувати години.',
        'Прочитайте перед первой сменой: как принимать смены и записывать часы.',
      ),
      attachment: stored(welcomePdf),
      publishedAt: new Date(now.getTime() - 20 * DAY),
      publishedBy: PUBLISHER,
    },
    {
      id: 'tm-tyoturvallisuus',
      title: text(
        'Työturvallisuusohje',
        'Occupational safety guide',
        'Arbetarskyddsanvisning',
        'Інструкція з охорони праці',
        'Инструкция по охране труда',
      ),
      description: text(
        'Suojavarusteet, vaaratilanteista ilmoittaminen ja ensiapu työpaikalla.',
        'Protective equipment, reporting hazards and first aid at work.',
        'Skyddsutrustning, anmälan av farliga situationer och första hjälpen på arbetsplatsen.',
        'Засоби захисту, повідомлення про небезпечні ситуації та перша допомога на роботі.',
        'Средства защиты, сообщение об опасных ситуациях и первая помощь на работе.',
      ),
      attachment: stored(safetyDocx),
      publishedAt: new Date(now.getTime() - 5 * DAY),
      publishedBy: PUBLISHER,
    },
  ];
}

function sharedFiles(now: Date): StaffSharedFile[] {
  return [
    {
      id: 'sf-tyosopimus-liite',
      employeeId: EERO.id,
      everyone: false,
      ...stored(contractPdf),
      description: text(
        'Työsopimuksesi liite: työehtosopimus ja palkanmaksu.',
        'An appendix to your employment contract: collective agreement and pay.',
        'En bilaga till ditt arbetsavtal: kollektivavtal och löneutbetalning.',
        'Додаток до вашого трудового договору: колективний договір і виплата зарплати.',
        'Приложение к вашему трудовому договору: коллективный договор и выплата зарплаты.',
      ),
      sharedAt: new Date(now.getTime() - 3 * DAY),
      sharedBy: PUBLISHER,
    },
    {
      id: 'sf-yhteystiedot',
      employeeId: null,
      everyone: true,
      ...stored(contactsTxt),
      description: text(
        'Toimiston yhteystiedot ja kiireellisten vuoroasioiden numero.',
        "The agency's contact details and the number for urgent shift matters.",
        'Byråns kontaktuppgifter och numret för brådskande skiftärenden.',
        'Контакти агентства та номер для термінових питань щодо змін.',
        'Контакты агентства и номер для срочных вопросов по сменам.',
      ),
      sharedAt: new Date(now.getTime() - 10 * DAY),
      sharedBy: PUBLISHER,
    },
  ];
}

/** Writes the files' bytes, then the materials and shared files (parsed by their schemas). */
export async function seedFiles(db: Firestore, now: Date): Promise<{ trainingMaterials: number; sharedFiles: number }> {
  for (const file of [welcomePdf, safetyDocx, contractPdf, contactsTxt]) {
    await putFile(file.bytes, { fileName: file.fileName, contentType: file.contentType }, { fileId: file.fileId, store: db });
  }
  const batch = db.batch();
  const list = materials(now);
  for (const m of list) {
    const { id, ...data } = staffTrainingMaterial.parse(m);
    batch.set(db.collection(staffCollections.trainingMaterials).doc(id), data);
  }
  const shared = sharedFiles(now);
  for (const f of shared) {
    const { id, ...data } = staffSharedFile.parse(f);
    batch.set(db.collection(staffCollections.sharedFiles).doc(id), data);
  }
  await batch.commit();
  return { trainingMaterials: list.length, sharedFiles: shared.length };
}
