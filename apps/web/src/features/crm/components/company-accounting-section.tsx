import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCESS, canAccess } from '@n5/shared/permissions/access';
import { useCurrentUser } from '../../../lib/session';
import { CompanyAccountingDialog } from './company-accounting-dialog';

/**
 * Under a saved company, for admin and role Accounting: the button to its Acumatica customer and
 * vendor ids (the server refuses others too). A company not saved yet has none to set.
 */
export function CompanyAccountingSection(props: { companyId: number }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!props.companyId || !canAccess(user, ACCESS.accounting)) return null;
  return (
    <Stack direction="row" alignItems="center" spacing={2} sx={{ mt: 2 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        Accounting
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Acumatica ids
      </Button>
      {open && (
        <CompanyAccountingDialog companyId={props.companyId} onClose={() => setOpen(false)} />
      )}
    </Stack>
  );
}
