import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { config } from '@/lib/config';
import { secondaryButtonClass } from './styles';

export interface ProviderChoice {
  linkedin: boolean;
  microsoft: boolean;
  federated: boolean;
}

/** Which of the wanted providers this deployment actually has. */
export function availableProviders(wanted: ProviderChoice): ProviderChoice {
  return {
    linkedin: wanted.linkedin && !!config.linkedin,
    microsoft: wanted.microsoft && !!config.microsoftTenant,
    federated: wanted.federated && !!config.federatedProvider,
  };
}

export const anyProvider = (choice: ProviderChoice): boolean => choice.linkedin || choice.microsoft || choice.federated;

export interface ProviderButtonsProps extends ProviderChoice {
  pending: boolean;
  onLinkedIn: () => void;
  onFederated: (providerId: string) => void;
}

/**
 * The other ways in, each only where this deployment configures it: LinkedIn (redirect), the
 * Microsoft tenant (/ad) and one more federated provider (pop-up), named on its button.
 */
export function ProviderButtons({ linkedin, microsoft, federated, pending, onLinkedIn, onFederated }: ProviderButtonsProps) {
  const { t } = useTranslation('auth');
  const provider = federated ? config.federatedProvider : null;
  const showLinkedIn = linkedin && !!config.linkedin;
  const showMicrosoft = microsoft && !!config.microsoftTenant;
  if (!showLinkedIn && !showMicrosoft && !provider) return null;
  return (
    <div className="space-y-3">
      {showLinkedIn && (
        <button type="button" disabled={pending} onClick={onLinkedIn} className={secondaryButtonClass}>
          <span aria-hidden="true" className="rounded bg-[#0a66c2] px-1 text-xs font-bold leading-5 text-white">
            in
          </span>
          {t('auth:providers.linkedin')}
        </button>
      )}
      {showMicrosoft && (
        <Link href={routes.ad.href()} className={secondaryButtonClass}>
          {t('auth:providers.microsoft')}
        </Link>
      )}
      {provider && (
        <button type="button" disabled={pending} onClick={() => onFederated(provider.id)} className={secondaryButtonClass}>
          {t('auth:providers.federated', { name: provider.name })}
        </button>
      )}
    </div>
  );
}
