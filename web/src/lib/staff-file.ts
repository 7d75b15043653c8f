import { fillPath, type AnyEndpoint, type EndpointCall } from '@vuoro/domain';
import { failureOf, fetchStaffApi, type CallOptions, type EndpointOptions } from './staff-api';

/** A file a Staff API route answered: its bytes, their type as stored and the name it was shared under. */
export interface StaffFile {
  blob: Blob;
  /** The answer's `Content-Type` without parameters (`application/pdf`); the blob keeps them (a text's charset). */
  type: string;
  fileName: string;
}

/**
 * Downloads the bytes of a file route (a contract with `file: true`: a training material's
 * attachment, a shared file, a PDF), its path parameters and query filled as `callEndpoint` does, with the signed-in user's bearer and the same 401 protocol as every
 * other call (lib/staff-api.ts). A failed answer throws the same `StaffApiError` a JSON route does,
 * so screens read it through lib/api-error.ts. The name comes from `Content-Disposition`'s
 * RFC 5987 `filename*` (Finnish and Cyrillic names survive), else its plain `filename`, else `fallbackName`.
 */
export async function fetchStaffFile<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointCall<E>,
  { fallbackName = 'file', ...options }: EndpointOptions & { fallbackName?: string; headers?: Record<string, string> } = {},
): Promise<StaffFile> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: CallOptions['query']; body?: unknown };
  const response = await fetchStaffApi(fillPath(endpoint.path, params), {
    method: endpoint.method,
    auth: endpoint.access !== 'anyone',
    accept: '*/*',
    ...(query && { query }),
    ...(body !== undefined && { body }),
    ...(options.headers && { headers: options.headers }),
    ...(options.token && { token: options.token }),
    ...(options.signal && { signal: options.signal }),
  });
  if (!response.ok) throw await failureOf(response);
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  // The blob typed exactly as the answer said (with a text's charset), whatever `Response.blob()` would normalise.
  const blob = new Blob([await response.arrayBuffer()], { type: contentType });
  return {
    blob,
    type,
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987, percent-encoded UTF-8) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      const charset = extended[1]!.trim().toLowerCase() || 'utf-8';
      const raw = extended[2]!.trim().replace(/^"|"$/g, '');
      if (charset === 'utf-8') return decodeURIComponent(raw);
      // ISO-8859-1: each %XX is one character.
      return raw.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/**
 * Hands a downloaded file to the browser's own download (an `<a download>` on a blob URL), under
 * its own name; the blob URL is revoked once the browser has taken it.
 */
export function saveStaffFile({ blob, fileName }: StaffFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; a moment later the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
