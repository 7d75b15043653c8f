import { randomUUID } from 'node:crypto';
import { FILE_CHUNK_BYTES, staffCollections } from '@vuoro/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from './admin';

/**
 * Files' bytes in Firestore (`staffFileChunks`), at most `FILE_CHUNK_BYTES` per document, named
 * `<fileId>_<n>`. Why Firestore and not Cloud Storage: domain/src/staff/files/README.md.
 *
 * Chunk 0 carries the file's description (size, type, how many chunks) and is written last,
 * after every other chunk is stored: a file exists once chunk 0 does, so a write cut short leaves
 * only unreferenced chunks, never a file that reads short. Reading checks every chunk is there
 * and the lengths add up; anything else is an error, never a shorter file.
 */

export interface StoredFileMeta {
  contentType: string;
  fileName: string;
}

export interface ReadFile extends StoredFileMeta {
  bytes: Uint8Array<ArrayBuffer>;
  size: number;
}

/** A file that cannot be read whole: missing, or a chunk missing or of the wrong length. */
export class FileStoreError extends Error {
  constructor(
    readonly fileId: string,
    reason: string,
  ) {
    super(`file ${fileId}: ${reason}`);
    this.name = 'FileStoreError';
  }
}

const chunksOf = () => db().collection(staffCollections.fileChunks);
export const chunkId = (fileId: string, index: number) => `${fileId}_${index}`;

/**
 * Stores `bytes` (chunk 0 last) and answers the file's id: a new one, or `fileId` when given (the
 * seed's fixed ids; storing again overwrites the same chunks), in `store` (the seed's Firestore).
 */
export async function putFile(
  bytes: Uint8Array,
  meta: StoredFileMeta,
  { fileId = randomUUID().replaceAll('-', ''), store = db() }: { fileId?: string; store?: Firestore } = {},
): Promise<string> {
  const chunks = () => store.collection(staffCollections.fileChunks);
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = Math.max(1, Math.ceil(data.byteLength / FILE_CHUNK_BYTES));
  const part = (i: number) => data.subarray(i * FILE_CHUNK_BYTES, (i + 1) * FILE_CHUNK_BYTES);
  // One write each: a batch of them all could pass Firestore's 10 MiB request limit.
  await Promise.all(
    Array.from({ length: count - 1 }, (_, k) => k + 1).map((i) =>
      chunks()
        .doc(chunkId(fileId, i))
        .set({ fileId, index: i, bytes: part(i) }),
    ),
  );
  await chunks()
    .doc(chunkId(fileId, 0))
    .set({
      fileId,
      index: 0,
      bytes: part(0),
      size: data.byteLength,
      count,
      contentType: meta.contentType,
      fileName: meta.fileName,
      storedAt: new Date(),
    });
  return fileId;
}

interface ChunkDoc {
  bytes?: Uint8Array;
  size?: number;
  count?: number;
  contentType?: string;
  fileName?: string;
}

/** The whole file; `FileStoreError` when it is missing or any chunk is. */
export async function readFile(fileId: string): Promise<ReadFile> {
  const head = await chunksOf().doc(chunkId(fileId, 0)).get();
  if (!head.exists) throw new FileStoreError(fileId, 'no such file');
  const meta = head.data() as ChunkDoc;
  const { size, count } = meta;
  if (typeof size !== 'number' || typeof count !== 'number' || count < 1) throw new FileStoreError(fileId, 'chunk 0 is damaged');
  const rest =
    count > 1 ? await db().getAll(...Array.from({ length: count - 1 }, (_, k) => chunksOf().doc(chunkId(fileId, k + 1)))) : [];
  const parts = [head, ...rest].map((snap, i) => {
    const bytes = snap.exists ? (snap.data() as ChunkDoc).bytes : undefined;
    if (!bytes) throw new FileStoreError(fileId, `chunk ${i} of ${count} is missing`);
    const expected = i < count - 1 ? FILE_CHUNK_BYTES : size - FILE_CHUNK_BYTES * (count - 1);
    if (bytes.byteLength !== expected)
      throw new FileStoreError(fileId, `chunk ${i} has ${bytes.byteLength} bytes, not ${expected}`);
    return bytes;
  });
  // Buffer.concat allocates a fresh (never shared) ArrayBuffer.
  const bytes = Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
  return { bytes, size, contentType: meta.contentType ?? 'application/octet-stream', fileName: meta.fileName ?? fileId };
}
