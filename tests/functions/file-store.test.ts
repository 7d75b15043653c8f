import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_CHUNK_BYTES, staffCollections } from '@vuoro/domain';
import { chunkId, FileStoreError, putFile, readFile } from '../../functions/src/lib/file-store';
import { adminDb } from '../support/admin';
import { clearFirestore } from '../support/emulators';

/** The chunked file store (functions/src/lib/file-store.ts) against the Firestore emulator. */
beforeAll(() => clearFirestore());

const chunkDocs = (fileId: string) => adminDb.collection(staffCollections.fileChunks).where('fileId', '==', fileId).get();

describe('file store', () => {
  it('a 2.5 MB file round-trips byte for byte in chunks of at most 700 000 bytes', async () => {
    const bytes = randomBytes(2_500_000);
    const fileId = await putFile(bytes, { contentType: 'application/pdf', fileName: 'Iso liite.pdf' });
    const chunks = (await chunkDocs(fileId)).docs;
    expect(chunks.map((d) => d.id).sort()).toEqual([0, 1, 2, 3].map((i) => chunkId(fileId, i)));
    for (const d of chunks) expect((d.get('bytes') as Buffer).byteLength).toBeLessThanOrEqual(FILE_CHUNK_BYTES);

    const read = await readFile(fileId);
    expect(read.size).toBe(2_500_000);
    expect(read.contentType).toBe('application/pdf');
    expect(read.fileName).toBe('Iso liite.pdf');
    expect(Buffer.compare(Buffer.from(read.bytes), bytes)).toBe(0);
  });

  it('an empty file and one of exactly one chunk read back whole', async () => {
    for (const size of [0, FILE_CHUNK_BYTES]) {
      const bytes = randomBytes(size);
      const read = await readFile(await putFile(bytes, { contentType: 'text/plain', fileName: 'a.txt' }));
      expect(Buffer.compare(Buffer.from(read.bytes), bytes), String(size)).toBe(0);
    }
  });

  it('a missing chunk is an error, never a shorter file; so is a missing file', async () => {
    const fileId = await putFile(randomBytes(1_500_000), { contentType: 'video/mp4', fileName: 'v.mp4' });
    await adminDb.collection(staffCollections.fileChunks).doc(chunkId(fileId, 1)).delete();
    await expect(readFile(fileId)).rejects.toThrow(FileStoreError);
    await expect(readFile(fileId)).rejects.toThrow(/chunk 1 of 3 is missing/);
    await expect(readFile('nosuchfile')).rejects.toThrow(/no such file/);
  });

  it('a file is there only once chunk 0 is: without it the other chunks are no file', async () => {
    const fileId = await putFile(randomBytes(800_000), { contentType: 'image/png', fileName: 'p.png' });
    await adminDb.collection(staffCollections.fileChunks).doc(chunkId(fileId, 0)).delete();
    await expect(readFile(fileId)).rejects.toThrow(/no such file/);
  });

  it('a chunk of the wrong length is an error', async () => {
    const fileId = await putFile(randomBytes(900_000), { contentType: 'image/png', fileName: 'p.png' });
    await adminDb
      .collection(staffCollections.fileChunks)
      .doc(chunkId(fileId, 1))
      .update({ bytes: randomBytes(10) });
    await expect(readFile(fileId)).rejects.toThrow(/chunk 1 has 10 bytes, not 200000/);
  });
});
