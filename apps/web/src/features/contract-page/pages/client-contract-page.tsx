import { useParams } from 'react-router';
import { parseGuid } from '@n5/shared/contract-page/rules';
import { ContractNotFound, ContractPageView } from '../components/contract-page-view';

/** /contracts/{contractId}/client: the client contract view, same content, its own calls. */
export function ClientContractPage() {
  const { contractId } = useParams();
  const guid = parseGuid(contractId);
  if (!guid) return <ContractNotFound />;
  return <ContractPageView source={{ kind: 'view', id: guid }} />;
}
