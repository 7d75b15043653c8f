import { useCallback, useEffect, useState } from 'react';
import { getEmployeeTrainingMaterialFile, isViewableInBrowser } from '@vuoro/domain';
import { fetchStaffFile, type StaffFile } from '@/lib/staff-file';

/** A training material's attachment as bytes (GET /v1/Employee/EmployeeTrainingMaterials/{id}/File), named as stored. */
export function fetchTrainingMaterialFile(id: string, fileName: string, signal?: AbortSignal): Promise<StaffFile> {
  return fetchStaffFile(
    getEmployeeTrainingMaterialFile,
    { params: { id } },
    { fallbackName: fileName, ...(signal && { signal }) },
  );
}

export type MaterialFileState =
  | { status: 'idle' | 'loading'; file: null; retry: () => void }
  | { status: 'ready'; file: StaffFile; url: string | null; retry: () => void }
  | { status: 'error'; file: null; error: unknown; retry: () => void };

/**
 * The attachment's bytes for showing it in the page, loaded once the material is open (`load`),
 * with a blob URL of them when the answered type is one the browser may show (`isViewableInBrowser`:
 * never HTML or SVG). The call is aborted and the URL revoked when the material closes; `retry()`
 * loads again after a failure.
 */
export function useTrainingMaterialFile(id: string, fileName: string, load: boolean): MaterialFileState {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const [state, setState] = useState<{ key: string; file: StaffFile | null; url?: string | null; error?: unknown }>({
    key: '',
    file: null,
  });
  const key = `${id} #${attempt}`;
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    fetchTrainingMaterialFile(id, fileName, controller.signal).then(
      (file) => {
        if (controller.signal.aborted) return;
        url = isViewableInBrowser(file.type) ? URL.createObjectURL(file.blob) : null;
        setState({ key, file, url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, file: null, error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, fileName, load, key]);
  if (!load) return { status: 'idle', file: null, retry };
  if (state.key !== key) return { status: 'loading', file: null, retry };
  if (state.file) return { status: 'ready', file: state.file, url: state.url ?? null, retry };
  return { status: 'error', file: null, error: state.error, retry };
}
