import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useRoles } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useTalentCardShares } from '../api/list-shares';
import { createShare, revokeShare } from '@/lib/card-shortlist';
import { useTalentCard } from '../api/read-talent-card';
import { SharePanel } from '../components/share-panel';
import { TalentCardView } from '../components/talent-card-view';
import { Button, ButtonLink } from '@/lib/ui/button';

/**
 * `/talents/card?id={talentId}` (admin, my): the talent's card as a customer sees it, live from
 * `talentCards`, printable on its own (the app's header, footer and the share panel do not
 * print). Admins share it as a link that expires and can be revoked; `my` sees the links. A
 * missing or unknown id goes back to /talents.
 */
export default function TalentCardRoute() {
  return (
    <FirestoreScope>
      <TalentCardScreen />
    </FirestoreScope>
  );
}

function TalentCardScreen() {
  const { t } = useTranslation(['cards', 'common', 'errors']);
  const id = new URLSearchParams(useSearch()).get('id')?.trim() || null;
  const [, navigate] = useLocation();
  const roles = useRoles();
  const card = useTalentCard(id);
  const missing = !id || card.status === 'missing';
  useEffect(() => {
    if (missing) navigate(routes.talents.href(), { replace: true });
  }, [missing, navigate]);

  if (missing || card.status === 'loading') return <Loading />;
  if (card.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <ButtonLink href={routes.talentDetail.href(undefined, { id: card.card.id })} variant="link">
          {t('cards:backToTalent')}
        </ButtonLink>
        <Button variant="secondary" className="ml-auto" onClick={() => window.print()}>
          {t('cards:print')}
        </Button>
      </div>
      <TalentCardView card={card.card} headingLevel={1} />
      <Shares talentId={card.card.id} admin={roles.admin} />
    </div>
  );
}

function Shares({ talentId, admin }: { talentId: string; admin: boolean }) {
  const shares = useTalentCardShares(talentId);
  return (
    <SharePanel
      talentId={talentId}
      shares={shares}
      onCreate={admin ? createShare : undefined}
      onRevoke={admin ? revokeShare : undefined}
    />
  );
}
