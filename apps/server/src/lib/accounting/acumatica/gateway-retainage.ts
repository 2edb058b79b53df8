import type { TAccountingRetainageRelease, TPushResult } from '../gateway';
import { AccountingError } from '../gateway';
import { endpointMetadata } from './endpoint-metadata';
import { AcumaticaGatewayProForma } from './gateway-pro-forma';

/**
 * A retainage release pay app (issue 38 item 3). Acumatica releases AR retainage on the Release
 * AR Retainage form (AR510000) or with the Release Retainage action of Invoices and Memos
 * (AR301000): either makes a retainage document from the invoices that hold it. The Default
 * endpoint (22.200.001 to 24.200.001, Acumatica's published metadata) exposes neither: its
 * Invoice entity has ReleaseInvoice only (ReleaseRetainage is on Bill, the AP side), and no entity
 * maps AR510000. So the push checks the client first (an unmapped one is named, as for the pro
 * forma) and then, on a Default endpoint, refuses with what to do in Acumatica instead of
 * reporting a release it did not make. An extended endpoint that adds the action is not taken on
 * trust: its parameters are not published, so it is refused the same way until built and tested
 * against an instance (docs/accounting.md "Retainage release").
 */
export class AcumaticaGatewayRetainage extends AcumaticaGatewayProForma {
  protected async pushRetainageReleaseNow(
    release: TAccountingRetainageRelease,
  ): Promise<TPushResult> {
    const projectId = String(release.projectId);
    const customer =
      release.customerId || release.customerName
        ? await this.companyId('Customer', { id: release.customerId, name: release.customerName })
        : null;
    const endpoint = this.client.endpointVersion;
    const invoice = endpointMetadata(endpoint)?.Invoice;
    const how = invoice?.actions.includes('ReleaseRetainage')
      ? `${endpoint} lists an Invoice action ReleaseRetainage, but N5 does not call it yet (its parameters are not published)`
      : `${endpoint} has no AR retainage release (its Invoice entity offers ReleaseInvoice only; ReleaseRetainage is an AP Bill action)`;
    throw new AccountingError(
      'rejected',
      `Pay App ${release.number} releases ${release.amount} of retainage on project ` +
        `${projectId}${customer ? ` (customer ${customer})` : ''}, but Acumatica's endpoint ` +
        `${how}. Release it in Acumatica on Release AR Retainage (AR510000), filtered by project ` +
        `${projectId}, or with Release Retainage on the project's invoices (AR301000).`,
      { retryable: false, call: 'POST Invoice/ReleaseRetainage', record: `ProjectID ${projectId}` },
    );
  }
}
