/** The talent detail's files come from the app's one Storage module. */
export { fileUrl, useFileUrl, type FileState } from '@/lib/talent-files';
