import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, fileDescription } from '@vuoro/domain';
import { StaffApiError } from '@/lib/staff-api';
import { FileReadError } from '../api/file-read';
import { cleanText, fileRefusal, fileSendFailure, formatFileSize, textError } from '../components/desk-files-model';

const t = ((key: string) => `<${key}>`) as never;

describe('the desk files model', () => {
  it('sends a text without its empty translations, trimmed', () => {
    expect(cleanText({ fi: 'Ohje', en: ' Guide ', sv: '', uk: '   ' })).toEqual({ fi: 'Ohje', en: 'Guide' });
  });

  it('names the language of a translation that is too long, not of the Finnish one', () => {
    expect(textError(t, fileDescription, { fi: '' })).toBe('<validation:fieldRequired>');
    expect(textError(t, fileDescription, { fi: 'Ohje', en: 'x'.repeat(2001) })).toBe(
      '<labels:language.en>: <validation:textTooLong>',
    );
    expect(textError(t, fileDescription, { fi: 'Ohje' })).toBeUndefined();
  });

  it('refuses a file over 8 MB and an empty one; 8 MB itself is fine', () => {
    const sized = (size: number) => Object.defineProperty(new File(['x'], 'f.pdf'), 'size', { value: size });
    expect(fileRefusal(sized(FILE_MAX_BYTES))).toBeNull();
    expect(fileRefusal(sized(FILE_MAX_BYTES + 1))).toBe('tooLarge');
    expect(fileRefusal(sized(0))).toBe('empty');
  });

  it('writes sizes in the language: bytes written out, kB, MB with one decimal', () => {
    expect(formatFileSize(800, 'en')).toBe('800 bytes');
    expect(formatFileSize(217, 'ru')).toBe('217 байт');
    expect(formatFileSize(12 * 1024 + 100, 'en')).toBe('12 kB');
    expect(formatFileSize(3.35 * 1024 * 1024, 'fi')).toBe('3,4 Mt');
    expect(formatFileSize(FILE_MAX_BYTES, 'sv')).toBe('8 MB');
  });

  it("says why a send failed: unreadable file, too large at the server, employee gone, else the form's own text", () => {
    const failure = fileSendFailure('desk:files.share.failed');
    expect(failure(new FileReadError('a.pdf'))).toBe('desk:files.file.unreadable');
    expect(failure(new StaffApiError(413, 'Payload too large'))).toBe('desk:files.file.tooLargeServer');
    expect(failure(new StaffApiError(400, 'Invalid', [{ path: 'dataBase64', message: 'validation:fileTooLarge' }]))).toBe(
      'desk:files.file.tooLargeServer',
    );
    expect(failure(new StaffApiError(404, 'employeeNotFound'))).toBe('desk:files.share.employeeNotFound');
    expect(failure(new StaffApiError(401, 'Unauthorized'))).toBeNull();
    expect(failure(new TypeError('Failed to fetch'))).toBe('desk:files.share.failed');
  });
});
