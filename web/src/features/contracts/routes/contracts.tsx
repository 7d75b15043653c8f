import { useParams } from 'wouter';
import { ContractDetail } from '../components/contract-detail';
import { ContractList } from '../components/contract-list';

/** `/profile/contracts/:id?` (employee): the list of contracts, or one contract to read and sign. */
export default function ContractsRoute() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ContractDetail key={id} id={id} /> : <ContractList />;
}
