import { useEffect, useState } from 'react';
import { connectStorageEmulator, getDownloadURL, getStorage, ref } from 'firebase/storage';
import { config } from '@/lib/config';
import { firebaseApp } from '@/lib/firebase';

/**
 * The talent's files in Cloud Storage (`{uid}/avatar/{file}`, `{uid}/cv/{file}`): the only
 * module of the talent detail that touches Storage. Storage errors (object not found,
 * unauthorized, unknown, an emulator that is not running) are logged and the file is treated
 * as absent (spec section 8).
 */
const storage = getStorage(firebaseApp);
// An unreachable Storage is retried with back-off for up to 2 minutes by default; a file that
// cannot be reached in 8 seconds is shown as absent.
storage.maxOperationRetryTime = 8_000;
if (config.emulators) connectStorageEmulator(storage, config.emulators.host, config.emulators.storage);

/** A stored path (or a full web address, kept as is) → a download address, or null when absent. */
export async function fileUrl(path: string | null | undefined): Promise<string | null> {
  const value = path?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  try {
    return await getDownloadURL(ref(storage, value));
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'storage/unknown';
    console.warn(`vuoro: file ${value} treated as absent (${code})`);
    return null;
  }
}

export type FileState = { status: 'loading' } | { status: 'absent' } | { status: 'ready'; url: string };

/** The download address of a talent's file; `absent` when there is none or Storage fails. */
export function useFileUrl(path: string | null | undefined): FileState {
  const [settled, setSettled] = useState<{ path: string; url: string | null } | null>(null);
  const key = path?.trim() || '';
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    void fileUrl(key).then((url) => {
      if (live) setSettled({ path: key, url });
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (!key) return { status: 'absent' };
  if (settled?.path !== key) return { status: 'loading' };
  return settled.url ? { status: 'ready', url: settled.url } : { status: 'absent' };
}
