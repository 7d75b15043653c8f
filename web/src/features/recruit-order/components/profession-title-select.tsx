import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleView } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import type { ControlProps } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import type { EndpointState } from '@/lib/use-endpoint';

export interface ProfessionTitleSelectProps {
  titles: EndpointState<{ professionTitles: TitleView[] }>;
  customerChosen: boolean;
  /** Wraps the select in the form's labelled field. */
  field: (control: (props: ControlProps) => ReactNode) => ReactNode;
  value: string;
  onChange: (id: string) => void;
  label: (title: TitleView) => string;
}

/** The customer's profession titles; a failed load says the spec's 'Failed to fetch profession titles, please try again later' with a retry. */
export function ProfessionTitleSelect({ titles, customerChosen, field, value, onChange, label }: ProfessionTitleSelectProps) {
  const { t } = useTranslation(['customer', 'common']);
  const list = titles.data?.professionTitles ?? [];
  const placeholder = !customerChosen
    ? t('customer:recruitOrder.chooseCustomerFirst')
    : titles.status === 'loading' && !titles.data
      ? t('customer:recruitOrder.loadingTitles')
      : t('customer:recruitOrder.chooseTitle');
  return (
    <div className="space-y-2">
      {field((props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
          {list.map((title) => (
            <option key={title.id} value={title.id}>
              {label(title)}
            </option>
          ))}
        </select>
      ))}
      {customerChosen && titles.status === 'error' && (
        <Notice tone="error" className="flex flex-wrap items-center gap-3">
          <span className="grow">{t('customer:recruitOrder.titlesFailed')}</span>
          <Button variant="secondary" onClick={titles.retry}>
            {t('common:error.retry')}
          </Button>
        </Notice>
      )}
    </div>
  );
}
