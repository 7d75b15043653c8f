import { useCallback } from 'react';
import { collection, doc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ACCOUNT_DELETION_REQUESTS } from '@vuoro/domain';
import { readDoc, readDocs } from '@/lib/reads';
import { buildDataExport, exportFileName, type OwnData } from '../model';

const RECORDS = ['workHistory', 'workReferences', 'educations', 'i18n', 'jobs', 'sickLeaves'] as const;

/** A document's data, or null when it is absent or not readable by this account. */
async function readData(db: Firestore, path: string): Promise<Record<string, unknown> | null> {
  try {
    const snap = await readDoc(doc(db, path));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    console.warn(`vuoro: ${path} left out of the download`, error);
    return null;
  }
}

/**
 * Everything stored about the talent that its own account may read: the profile, its records
 * (work history, references, educations, translations), per-job statuses, sick leaves, the
 * settings in `users/{uid}` and the deletion request. The audit trail is recruiters' only.
 */
export async function readOwnData(db: Firestore, account: { uid: string; email: string | null }): Promise<OwnData> {
  const { uid } = account;
  const records = async (kind: (typeof RECORDS)[number]): Promise<Record<string, unknown>[]> =>
    (await readDocs(collection(db, 'talents', uid, kind))).docs.map((d) => ({ id: d.id, ...d.data() }));
  const [workHistory, workReferences, educations, i18n, jobs, sickLeaves] = await Promise.all(RECORDS.map(records));
  const talentData = await readData(db, `talents/${uid}`);
  return {
    account,
    talent: talentData ? { id: uid, ...talentData } : null,
    workHistory: workHistory ?? [],
    workReferences: workReferences ?? [],
    educations: educations ?? [],
    i18n: i18n ?? [],
    jobs: jobs ?? [],
    sickLeaves: sickLeaves ?? [],
    settings: await readData(db, `users/${uid}`),
    deletionRequest: await readData(db, `${ACCOUNT_DELETION_REQUESTS}/${uid}`),
  };
}

/** Builds the JSON in the browser and saves it as `vuoro-my-data-YYYY-MM-DD.json`. */
export async function downloadOwnData(db: Firestore, account: { uid: string; email: string | null }): Promise<void> {
  const now = new Date();
  const json = JSON.stringify(buildDataExport(await readOwnData(db, account), now), null, 2);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadOwnData() {
  const db = useFirestore();
  return useCallback((account: { uid: string; email: string | null }) => downloadOwnData(db, account), [db]);
}
