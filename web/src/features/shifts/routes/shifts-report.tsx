import { ReportScreen } from '../order/components/report-screen';

/** `/shifts/report`: the customer records shifts already worked (CreateEntries). */
export default function ShiftsReportRoute() {
  return <ReportScreen />;
}
