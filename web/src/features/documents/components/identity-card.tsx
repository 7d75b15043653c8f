import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayText } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { DefinitionList } from '@/lib/ui/definition-list';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { downloadIdentityCard } from '../api/download-identity-card';
import { useIdentityCard } from '../api/get-identity-card';
import { useFileDownload } from '../use-file-download';

/** `/profile/identity-card`: the card on screen (a card-shaped panel) and the same card as a PDF. */
export function IdentityCard() {
  const { t } = useTranslation(['documents', 'common']);
  const cardId = useId();
  const card = useIdentityCard();
  const download = useFileDownload(downloadIdentityCard);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        title={t('common:screens.profileIdentityCard')}
        description={t('documents:card.intro')}
        back={{ href: '/profile', label: t('common:screens.profile') }}
      />
      <p className="mt-3 text-slate-700" aria-live="polite">
        {card.status === 'loading' && !card.data ? t('documents:loading') : ''}
      </p>
      {card.status === 'error' && (
        <LoadFailed error={card.error} message={t('documents:loadFailed')} retry={card.retry} className="mt-3" />
      )}
      {card.data && (
        <div className="mt-4 grid gap-4">
          <article
            aria-labelledby={cardId}
            className="w-full max-w-md rounded-2xl bg-blue-900 p-5 text-white shadow-md [&_dt]:text-blue-100"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h2 id={cardId} className="text-lg font-bold">
                {t('documents:card.label')}
              </h2>
              <span className="font-bold">{card.data.employer}</span>
            </div>
            <p className="mt-3 text-xl font-bold break-words">{card.data.name}</p>
            <DefinitionList
              className="mt-3"
              items={[
                { term: t('documents:card.employeeNumber'), value: card.data.employeeNumber },
                { term: t('documents:card.employer'), value: card.data.employer },
                { term: t('documents:card.validUntil'), value: formatDayText(card.data.validUntil) },
                { term: t('documents:card.taxNumber'), value: card.data.taxNumber },
              ]}
            />
          </article>
          <div>
            <Button variant="secondary" busy={download.busy} onClick={() => void download.run(undefined)}>
              {t('documents:card.download')}
            </Button>
          </div>
          {download.notice && <Notice tone={download.notice.tone}>{download.notice.text}</Notice>}
        </div>
      )}
    </section>
  );
}
