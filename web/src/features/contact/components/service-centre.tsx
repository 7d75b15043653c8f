import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref, type ContactUsView } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { DefinitionList } from '@/lib/ui';
import { serviceHoursRows } from '../hours';

/** The service centre: its phone (a tel: link) and email (a mailto: link), its hours and whether it is open now. */
export function ServiceCentre({ view }: { view: ContactUsView }) {
  const { t, i18n } = useTranslation('customer');
  const id = useId();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { phone, email } = view.serviceCentre;
  const link = 'font-semibold text-brand-800 underline underline-offset-2';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('customer:contact.serviceCentre')}
      </h2>
      <DefinitionList
        items={[
          {
            term: t('customer:contact.phone'),
            value: (
              <a href={telHref(phone)} className={`${link} whitespace-nowrap`}>
                {phone}
              </a>
            ),
          },
          {
            term: t('customer:contact.email'),
            value: (
              <a href={`mailto:${email}`} className={`${link} break-all`}>
                {email}
              </a>
            ),
          },
        ]}
      />
      <div>
        <h3 className="font-semibold text-slate-900">{t('customer:contact.hoursTitle')}</h3>
        <DefinitionList
          className="mt-1"
          items={serviceHoursRows(view.hours, language).map((row) => ({ term: row.days, value: row.hours, key: row.days }))}
        />
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-800" data-testid="open-now">
          <span
            aria-hidden="true"
            className={`inline-block h-2.5 w-2.5 rounded-full ${view.hours.openNow ? 'bg-green-700' : 'bg-slate-500'}`}
          />
          {view.hours.openNow ? t('customer:contact.openNow') : t('customer:contact.closedNow')}
        </p>
      </div>
    </section>
  );
}
