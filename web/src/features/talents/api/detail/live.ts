/** The talent detail's live reads come from the app's one live-read module. */
export { parseDocs, useLiveDoc, useLiveQuery, type Live } from '@/lib/live';
