import { useTranslation } from 'react-i18next';
import { addressMapUrl, telHref, type MyInfoView } from '@vuoro/domain';
import type { InfoSectionDef } from './sections';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

function Tel({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  );
}

/** What a part holds now, where it can be used: the address with a map link, phones as tel: links. */
export function InfoLinks({ section, view }: { section: InfoSectionDef['id']; view: MyInfoView }) {
  const { t } = useTranslation('myInfo');
  if (section === 'address' && view.address) {
    const a = view.address;
    return (
      <p className="text-sm text-slate-700">
        {a.address}, {a.zip} {a.city}.{' '}
        <a href={addressMapUrl(a)} target="_blank" rel="noreferrer" className={linkClass}>
          {t('myInfo:address.map')}
        </a>
      </p>
    );
  }
  if (section === 'bank' && view.bank?.masked)
    return <p className="text-sm text-slate-700">{`${view.bank.iban}. ${t('myInfo:bank.masked')}`}</p>;
  if (section === 'nextOfKin' && view.nextOfKin?.phone)
    return (
      <p className="text-sm text-slate-700">
        {view.nextOfKin.name ? `${view.nextOfKin.name}: ` : ''}
        <Tel phone={view.nextOfKin.phone} />
      </p>
    );
  if (section === 'contact' && view.phone)
    return (
      <p className="text-sm text-slate-700">
        <Tel phone={view.phone} />
      </p>
    );
  return null;
}
