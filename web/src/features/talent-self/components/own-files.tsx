import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Talent } from '@vuoro/domain';
import { talentFileProblem, TalentFileError, useFileUrl, type TalentFileKind } from '@/lib/talent-files';
import { Notice } from '@/lib/ui/notice';
import { useOwnFiles } from '../api/own-files';
import { Button, ButtonAnchor } from '@/lib/ui/button';

/**
 * The talent's photo and CV: the photo shown, the CV as a link, each replaced or removed. A file
 * is checked before upload ('Maximum file size 5 MB' and an image for the photo; PDF, DOC, DOCX
 * or ODT of at most 10 MB for the CV); a failed upload says so and keeps the old file.
 */
export function OwnFiles({ talent }: { talent: Talent }) {
  const { t } = useTranslation(['talent-self']);
  const name = `${talent.firstName} ${talent.lastName}`.trim();
  const photo = useFileUrl(talent.photo || talent.avatar);
  const cv = useFileUrl(talent.fileCV);
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      <FileControl kind="avatar" current={talent.photo || talent.avatar || null} label={t('talent-self:files.photo')}>
        {photo.status === 'ready' ? (
          <img src={photo.url} alt={t('talent-self:files.photoOf', { name })} className="size-28 rounded-full object-cover" />
        ) : (
          <p className="text-slate-700">
            {photo.status === 'loading' ? t('talent-self:files.loading') : t('talent-self:files.noPhoto')}
          </p>
        )}
      </FileControl>
      <FileControl kind="cv" current={talent.fileCV || null} label={t('talent-self:files.cv')}>
        {cv.status === 'ready' ? (
          <ButtonAnchor href={cv.url} target="_blank" rel="noreferrer" variant="link">
            {t('talent-self:files.openCv')}
          </ButtonAnchor>
        ) : (
          <p className="text-slate-700">
            {cv.status === 'loading' ? t('talent-self:files.loading') : t('talent-self:files.noCv')}
          </p>
        )}
      </FileControl>
    </div>
  );
}

interface FileControlProps {
  kind: TalentFileKind;
  current: string | null;
  label: string;
  children: ReactNode;
}

function FileControl({ kind, current, label, children }: FileControlProps) {
  const { t } = useTranslation(['talent-self', 'validation', 'errors']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const files = useOwnFiles();
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({
    busy: false,
    error: null,
    done: null,
  });

  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = talentFileProblem(kind, file);
    if (problem) {
      setState({ busy: false, error: problem, done: null });
      if (input.current) input.current.value = '';
      return;
    }
    setState({ busy: true, error: null, done: null });
    try {
      await files.replace(kind, file, current);
      setState({ busy: false, error: null, done: 'talent-self:files.replaced' });
    } catch (error) {
      setState({ busy: false, error: error instanceof TalentFileError ? error.message : 'errors:fileUploadFailed', done: null });
    }
    if (input.current) input.current.value = '';
  }

  async function remove() {
    if (!current) return;
    setState({ busy: true, error: null, done: null });
    try {
      await files.remove(kind, current);
      setState({ busy: false, error: null, done: 'talent-self:files.removed' });
    } catch {
      setState({ busy: false, error: 'errors:fileUploadFailed', done: null });
    }
  }

  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{label}</h3>
      {children}
      <div>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {kind === 'avatar' ? t('talent-self:files.photoHint') : t('talent-self:files.cvHint')}
        </p>
        {/* The browser's own file control speaks the browser's language, not the page's (as on
            /register): our button, in the page's language, opens the hidden picker. */}
        <input
          ref={input}
          data-file-input={kind}
          type="file"
          accept={kind === 'avatar' ? 'image/*' : '.pdf,.doc,.docx,.odt'}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          id={id}
          variant="secondary"
          className="mt-1"
          disabled={state.busy}
          aria-describedby={`${id}-hint${state.error ? ` ${id}-error` : ''}`}
          aria-invalid={state.error ? true : undefined}
          onClick={() => input.current?.click()}
        >
          {current ? t(`talent-self:files.replace.${kind}`) : t(`talent-self:files.add.${kind}`)}
        </Button>
        {state.error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {t(state.error)}
          </p>
        )}
      </div>
      {current && (
        <Button variant="danger" disabled={state.busy} onClick={() => void remove()}>
          {t(`talent-self:files.remove.${kind}`)}
        </Button>
      )}
      {state.done && <Notice tone="success">{t(state.done)}</Notice>}
    </div>
  );
}
