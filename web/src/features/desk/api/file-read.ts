/** A file the desk chose, read in the browser as the desk routes take it: name, type and bytes in base64. */
export interface FileUpload {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** The browser could not read the chosen file (moved or deleted since it was chosen, or no permission). */
export class FileReadError extends Error {
  constructor(readonly fileName: string) {
    super(`The file ${fileName} could not be read`);
    this.name = 'FileReadError';
  }
}

/** The type a browser could not name (no extension it knows) is sent as plain bytes. */
const UNKNOWN_TYPE = 'application/octet-stream';

/** Reads a chosen file as base64 (a data URL's part after its comma), with its name and type. */
export function readFileUpload(file: File): Promise<FileUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new FileReadError(file.name));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type || UNKNOWN_TYPE,
        dataBase64: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}
