import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { SubNav } from '@/lib/ui/sub-nav';

/** The agency desk's screens: shifts, messages, notices and news, files and training, contracts, leave and certificates, pools, pay, recruit orders. */
export function DeskNav() {
  const { t } = useTranslation();
  return (
    <SubNav
      label={t('nav.deskArea')}
      items={[
        { id: 'deskShifts', href: routes.deskShifts.href() },
        { id: 'deskMessages', href: routes.deskMessages.href() },
        { id: 'deskNotices', href: routes.deskNotices.href() },
        { id: 'deskFiles', href: routes.deskFiles.href() },
        { id: 'deskContracts', href: routes.deskContracts.href() },
        { id: 'deskLeave', href: routes.deskLeave.href() },
        { id: 'deskPools', href: routes.deskPools.href() },
        { id: 'deskPay', href: routes.deskPay.href() },
        { id: 'deskRecruitOrders', href: routes.deskRecruitOrders.href() },
      ]}
    />
  );
}
