import { DeskContracts } from '../contracts/components/desk-contracts';

/** `/desk/contracts` (admin with a second factor): contract templates, sending contracts for signing, and who signed what. */
export default function DeskContractsRoute() {
  return <DeskContracts />;
}
