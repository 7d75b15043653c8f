import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate, type ContractPartView, type EmployeeContractView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { downloadPartPdf } from '../api/download-pdf';
import { openPart } from '../api/open-part';
import type { ContractPartItem } from '../model';
import { useFileDownload } from '@/lib/use-file-download';
import { PartText } from './part-text';

export interface ContractPartProps {
  part: ContractPartItem;
  /** A part was opened (its text answered, the read recorded): the contract as it now is. */
  onOpened: (contract: EmployeeContractView) => void;
  /** Its PDF was downloaded, which records the read too: the contract is loaded again. */
  onDownloaded: () => void;
}

/**
 * One part (the contract's own text or an attachment): its title, "Opened d.M.yyyy" or "Not
 * opened yet", Open (the text shows under it, in the employee's language with the Finnish original,
 * and the read is recorded) and its PDF. A failed opening offers Try again.
 */
export function ContractPart({ part, onOpened, onDownloaded }: ContractPartProps) {
  const { t } = useTranslation('contracts');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [shown, setShown] = useState<ContractPartView | null>(null);
  const opening = useEndpointAction(openPart, {
    failure: (error) => (isSignedOut(error) ? null : 'contracts:parts.openFailed'),
    onSuccess: (answer) => {
      setShown(answer.part);
      onOpened(answer.contract);
    },
  });
  const pdf = useFileDownload(downloadPartPdf, 'contracts:download.failed', onDownloaded);
  const open = () => {
    setExpanded(true);
    if (!shown) void opening.run(part);
  };
  // The list says when each part was first opened at its current text; an opening just now says it too.
  const at = part.readAt ?? shown?.readAt ?? null;
  const status =
    part.read && at ? t('contracts:parts.opened', { date: formatAgencyDate(new Date(at)) }) : t('contracts:parts.notOpened');

  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <h3 id={`${id}-title`} className="font-semibold break-words text-slate-900">
            {part.title}
          </h3>
          <p className={`text-sm ${part.read ? 'text-green-800' : 'text-slate-700'}`}>
            {part.read && <span aria-hidden="true">✓ </span>}
            {status}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={part.read ? 'secondary' : 'primary'}
            aria-expanded={expanded}
            aria-controls={`${id}-text`}
            aria-describedby={`${id}-title`}
            onClick={expanded ? () => setExpanded(false) : open}
          >
            {expanded ? t('contracts:parts.close') : t('contracts:parts.open')}
          </Button>
          <Button
            variant="secondary"
            busy={pdf.busy}
            aria-label={t('contracts:parts.pdfOf', { title: part.title })}
            onClick={() => void pdf.run(part)}
          >
            {pdf.busy ? t('contracts:download.busy') : t('contracts:parts.pdf')}
          </Button>
        </div>
      </div>
      {pdf.notice && (
        <Notice tone={pdf.notice.tone} className="mt-2">
          {pdf.notice.text}
        </Notice>
      )}
      <div id={`${id}-text`} hidden={!expanded} className="mt-3">
        {opening.busy && (
          <p className="text-slate-700" aria-live="polite">
            {t('contracts:parts.opening')}
          </p>
        )}
        {opening.notice && !opening.busy && <LoadFailed message={opening.notice.text} retry={() => void opening.run(part)} />}
        {shown && <PartText text={shown.text} language={shown.language} original={shown.original.text} />}
      </div>
    </li>
  );
}
