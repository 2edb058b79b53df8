import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { isAdmin } from '@n5/shared/permissions/can';
import { AccountingConnectionSection } from '../../features/accounting/components/accounting-connection-section';
import { AccountingReportsPage } from '../../features/accounting-reports/pages/accounting-reports-page';
import { useCurrentUser } from '../../lib/session';

/** Accounting Reports with, for admins, the Acumatica connection below (issue 38 item 5). */
export function AccountingReportsScreen() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  return (
    <>
      <AccountingReportsPage />
      {isAdmin(user) && (
        <Box sx={{ px: { xs: 1, md: 3 }, pb: 3 }}>
          <AccountingConnectionSection
            justConnected={search.get('acumatica') === 'connected'}
            refusedReason={search.get('acumatica') === 'failed' ? search.get('reason') : null}
          />
        </Box>
      )}
    </>
  );
}
