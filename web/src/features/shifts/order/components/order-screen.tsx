import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type CustomerShiftView } from '@vuoro/domain';
import { PageHeader } from '@/lib/ui/page-header';
import { createShiftOrder } from '../api/create-shift-order';
import { emptyOrder } from '../model';
import { CustomerChoices } from './customer-choices';
import { OrderForm } from './order-form';
import { SavedShifts } from './saved-shifts';

/** `/shifts/order`: the customer orders a shift, on one day or several, and sees the shifts made. */
export function OrderScreen() {
  const { t } = useTranslation(['shiftOrder', 'common']);
  const [saved, setSaved] = useState<CustomerShiftView[] | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section className="mx-auto max-w-2xl px-4 py-6">
      <PageHeader
        title={t('common:screens.shiftsOrder')}
        description={t('shiftOrder:intro')}
        back={{ href: routes.customerShifts.href(), label: t('shiftOrder:backToList') }}
      />
      {saved ? (
        <SavedShifts
          shifts={saved}
          anotherLabel={t('shiftOrder:orderAnother')}
          onAnother={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <CustomerChoices>
          {(choices) => (
            <OrderForm
              key={round}
              choices={choices}
              initial={emptyOrder(choices)}
              onSave={async (request) => setSaved((await createShiftOrder(request)).shifts)}
            />
          )}
        </CustomerChoices>
      )}
    </section>
  );
}
