import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  deskAddTrainingMaterialBody,
  deskShareFileBody,
  FILE_MAX_BYTES,
  fileContentType,
  fileName,
  isViewableInBrowser,
  localText,
  staffSharedFile,
  toEmployeeSharedFileView,
  toEmployeeTrainingMaterialView,
  unreadThenNewest,
  type StaffTrainingMaterial,
} from './model';

const share = {
  employeeId: 'sp-eero',
  fileName: 'Työsopimus-liite.pdf',
  contentType: 'application/pdf',
  dataBase64: 'JVBERi0=',
  description: { fi: 'Liite' },
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('isViewableInBrowser', () => {
  it('opens PDF, plain text, raster images and MP4/WebM video, whatever the case or parameters', () => {
    for (const type of [
      'application/pdf',
      'TEXT/PLAIN; charset=utf-8',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'video/mp4',
      'video/webm',
    ]) {
      expect(isViewableInBrowser(type), type).toBe(true);
    }
  });
  it('never HTML, SVG, scripts or office files; nothing for no type', () => {
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/javascript',
      'application/msword',
      'application/octet-stream',
      '',
      null,
      undefined,
    ]) {
      expect(isViewableInBrowser(type), String(type)).toBe(false);
    }
  });
});

describe('localText', () => {
  const text = { fi: 'Hei', uk: 'Привіт', en: '  ' };
  it('the translation in the language asked (or its base of a regional tag), else Finnish, saying which', () => {
    expect(localText(text, 'uk')).toEqual({ text: 'Привіт', language: 'uk' });
    expect(localText(text, 'uk-UA')).toEqual({ text: 'Привіт', language: 'uk' });
    expect(localText(text, 'en')).toEqual({ text: 'Hei', language: 'fi' });
    expect(localText(text, 'de')).toEqual({ text: 'Hei', language: 'fi' });
  });
});

describe('file names, types and data', () => {
  it('a name is one line without a path; a type is a MIME type without line breaks', () => {
    expect(fileName.safeParse('Työsopimus "liite".pdf').success).toBe(true);
    for (const bad of ['../x.pdf', 'a\\b', 'a\nb.txt', '', '..']) expect(fileName.safeParse(bad).success, bad).toBe(false);
    expect(fileContentType.safeParse('text/plain; charset=utf-8').success).toBe(true);
    expect(fileContentType.safeParse('application/vnd.openxmlformats-officedocument.wordprocessingml.document').success).toBe(
      true,
    );
    for (const bad of ['pdf', 'text/html\r\nSet-Cookie: a=b', 'text/plain; charset', ''])
      expect(fileContentType.safeParse(bad).success, bad).toBe(false);
  });
  it('counts the bytes base64 decodes to', () => {
    expect(base64Bytes('')).toBe(0);
    expect(base64Bytes('QQ==')).toBe(1);
    expect(base64Bytes('QUI=')).toBe(2);
    expect(base64Bytes('QUJD')).toBe(3);
  });
  it('8 MiB of data passes, one byte more is fileTooLarge; not base64 is invalidValue', () => {
    // 8 MiB is 2 796 202 whole groups of three bytes and two bytes more.
    const groups = 'A'.repeat(Math.floor(FILE_MAX_BYTES / 3) * 4);
    const exactly = `${groups}AAA=`;
    expect(base64Bytes(exactly)).toBe(FILE_MAX_BYTES);
    expect(deskShareFileBody.safeParse({ ...share, dataBase64: exactly }).success).toBe(true);
    const over = `${groups}AAAA`;
    expect(messagesOf(deskShareFileBody.safeParse({ ...share, dataBase64: over }))).toEqual(['validation:fileTooLarge']);
    expect(messagesOf(deskShareFileBody.safeParse({ ...share, dataBase64: 'abc' }))).toEqual(['validation:invalidValue']);
  });
});

describe('deskShareFileBody', () => {
  it('one employee or everyone, exactly one', () => {
    const { employeeId: _e, ...none } = share;
    expect(deskShareFileBody.safeParse(share).success).toBe(true);
    expect(deskShareFileBody.safeParse({ ...none, everyone: true }).success).toBe(true);
    expect(deskShareFileBody.safeParse(none).success).toBe(false);
    expect(deskShareFileBody.safeParse({ ...share, everyone: true }).success).toBe(false);
    expect(deskShareFileBody.safeParse({ ...none, everyone: false }).success).toBe(false);
  });
  it('needs the Finnish description; other languages are the four', () => {
    expect(messagesOf(deskShareFileBody.safeParse({ ...share, description: { en: 'x' } }))).toContain('validation:fieldRequired');
    expect(deskShareFileBody.safeParse({ ...share, description: { fi: 'x', de: 'y' } }).success).toBe(false);
  });
  it('a material needs a Finnish title; its attachment is whole or absent', () => {
    expect(deskAddTrainingMaterialBody.safeParse({ title: { fi: 'T' }, description: { fi: 'K' } }).success).toBe(true);
    expect(deskAddTrainingMaterialBody.safeParse({ title: { en: 'T' }, description: { fi: 'K' } }).success).toBe(false);
    const attachment = { fileName: 'a.pdf', contentType: 'application/pdf' };
    expect(deskAddTrainingMaterialBody.safeParse({ title: { fi: 'T' }, description: { fi: 'K' }, attachment }).success).toBe(
      false,
    );
  });
});

describe('views', () => {
  const material: StaffTrainingMaterial = {
    id: 'm1',
    title: { fi: 'Turvallisuus', uk: 'Безпека' },
    description: { fi: 'Lue tämä.' },
    attachment: { fileName: 'a.docx', contentType: 'application/msword', size: 10, fileId: 'f1' },
    publishedAt: new Date('2026-11-01T10:00:00Z'),
    publishedBy: { uid: 'u', name: 'Aino' },
  };
  it("a material's title and description are in one language: Finnish when the description lacks the translation", () => {
    const view = toEmployeeTrainingMaterialView(material, null, 'uk');
    expect(view).toMatchObject({ title: 'Turvallisuus', description: 'Lue tämä.', language: 'fi', read: false, readAt: null });
    expect(view.attachment).toEqual({ fileName: 'a.docx', contentType: 'application/msword', size: 10, viewable: false });
    const translated = { ...material, description: { fi: 'Lue tämä.', uk: 'Прочитайте.' } };
    expect(toEmployeeTrainingMaterialView(translated, null, 'uk')).toMatchObject({
      title: 'Безпека',
      description: 'Прочитайте.',
      language: 'uk',
    });
    expect(toEmployeeTrainingMaterialView({ ...material, attachment: null }, null, 'fi')).not.toHaveProperty('attachment');
  });
  it('unread first, then newest', () => {
    const v = (id: string, read: boolean, publishedAt: string) => ({ id, read, publishedAt });
    expect(
      unreadThenNewest([v('a', true, '2026-11-03'), v('b', false, '2026-11-01'), v('c', false, '2026-11-02')]).map((x) => x.id),
    ).toEqual(['c', 'b', 'a']);
  });
  it('a shared file is for one employee or everyone, never both', () => {
    const file = {
      id: 's1',
      employeeId: 'sp-eero',
      everyone: false,
      fileName: 'a.txt',
      contentType: 'text/plain',
      size: 3,
      fileId: 'f1',
      description: { fi: 'Kuvaus', sv: 'Beskrivning' },
      sharedAt: new Date('2026-11-01T10:00:00Z'),
      sharedBy: { uid: 'u', name: null },
    };
    expect(staffSharedFile.safeParse(file).success).toBe(true);
    expect(staffSharedFile.safeParse({ ...file, everyone: true }).success).toBe(false);
    expect(staffSharedFile.safeParse({ ...file, employeeId: null }).success).toBe(false);
    const view = toEmployeeSharedFileView(staffSharedFile.parse(file), null, 'sv');
    expect(view).toMatchObject({ description: 'Beskrivning', language: 'sv', viewable: true, everyone: false });
    expect(view).not.toHaveProperty('downloadedAt');
  });
});
