import { useSearchParams } from 'react-router';
import { parseContractLink } from '@n5/shared/contract-page/rules';
import { ContractNotFound, ContractPageView } from '../components/contract-page-view';

/** /contract/?r=&id=&c= (spec 3 §2.3): a wrong link shows the not-found text without a call. */
export function ContractLinkPage() {
  const [params] = useSearchParams();
  const link = parseContractLink({ r: params.get('r'), id: params.get('id'), c: params.get('c') });
  if (!link) return <ContractNotFound />;
  return <ContractPageView source={{ kind: 'link', link }} />;
}
