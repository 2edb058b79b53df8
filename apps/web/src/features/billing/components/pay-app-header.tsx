import { useState } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCertified, PAY_APP_STATUSES, type TPayAppStatus } from '@n5/shared/billing/constants';
import { payAppPdfPath } from '@n5/shared/billing/rules';
import type { TPayAppHead } from '@n5/shared/billing/schemas';
import { formatPercent, formatShortDate, formatUsd } from '../../../lib/format';

export type TPayAppAction = 'client' | 'accounting' | 'settings' | 'void';

/**
 * A pay app's column header: its link (/payapp?i={guid}) and PDF, its status (a dropdown for
 * permission 3 or 1, text for others), retainage, and its actions in a menu.
 */
export function PayAppHeader(props: {
  payApp: TPayAppHead;
  canChangeStatus: boolean;
  /** Amounts and rates cannot change (certified, or sent to the client: `amountsLock`). */
  amountsLocked: boolean;
  onStatus: (status: TPayAppStatus) => void;
  onAction: (action: TPayAppAction) => void;
}) {
  const { payApp } = props;
  const n = payApp.paymentApplicationType;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const certified = isCertified(payApp.status);
  const choose = (action: TPayAppAction) => {
    setAnchor(null);
    props.onAction(action);
  };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 156 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Link href={`/payapp?i=${payApp.guid}`} target="_blank" rel="noopener" fontWeight={700}>
          Pay App {n}
        </Link>
        <Link
          href={payAppPdfPath(payApp.guid)}
          target="_blank"
          rel="noopener"
          variant="body2"
          aria-label={`PDF of Pay App ${n}`}
        >
          PDF
        </Link>
        <IconButton
          size="small"
          aria-label={`Actions for Pay App ${n}`}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ ml: 'auto' }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          <MenuItem disabled={certified} onClick={() => choose('client')}>
            Send to client for approval
          </MenuItem>
          {/* Sending to accounting certifies: permission 3 or 1, as the status (issue 28). */}
          <MenuItem
            disabled={certified || !props.canChangeStatus}
            onClick={() => choose('accounting')}
          >
            Send to accounting
          </MenuItem>
          <MenuItem disabled={props.amountsLocked} onClick={() => choose('settings')}>
            Pay app settings…
          </MenuItem>
          {/* A certified pay app is corrected by voiding it and certifying a revision (issue 31). */}
          <MenuItem disabled={!certified || !props.canChangeStatus} onClick={() => choose('void')}>
            Void and revise…
          </MenuItem>
        </Menu>
      </Box>
      <PayAppStatus
        payApp={payApp}
        canChangeStatus={props.canChangeStatus}
        onStatus={props.onStatus}
      />
      <PayAppCaptions payApp={payApp} />
    </Stack>
  );
}

/** What the tab says under a pay app's status: retainage, accounting, who certified, the lock. */
function PayAppCaptions({ payApp }: { payApp: TPayAppHead }) {
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        Period to {formatShortDate(payApp.periodTo)} · dated{' '}
        {formatShortDate(payApp.applicationDate)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {payApp.kind === 'release'
          ? `Retainage release: ${payApp.releaseAmount === null ? 'all held' : formatUsd(payApp.releaseAmount)}`
          : `Retainage ${formatPercent(payApp.retainageRate, { minDecimals: 0, maxDecimals: 4 })}${payApp.retainageConvention === 'new' ? ' on new work' : ''}`}
        {payApp.accounting.status !== 'none' && ` · accounting ${payApp.accounting.status}`}
      </Typography>
      {payApp.certifiedAt && (
        <Typography variant="caption" color="text.secondary">
          Certified {formatShortDate(payApp.certifiedAt)} by{' '}
          {payApp.certifiedByName ??
            (payApp.certifiedBy === 'client' ? 'the client' : 'accounting')}
        </Typography>
      )}
      {payApp.revision > 0 && (
        <Typography variant="caption" color="text.secondary">
          Revision {payApp.revision}
          {payApp.lastVoid && ` · voided: ${payApp.lastVoid.reason}`}
        </Typography>
      )}
      {payApp.status === 'Pending' && (
        <Typography variant="caption" color="text.secondary">
          Sent to the client: return it to Preparing to change it
        </Typography>
      )}
    </>
  );
}

/** The status: a dropdown for permission 3 or 1 (never back from a certified one), else text. */
function PayAppStatus(props: {
  payApp: TPayAppHead;
  canChangeStatus: boolean;
  onStatus: (status: TPayAppStatus) => void;
}) {
  const { payApp } = props;
  const n = payApp.paymentApplicationType;
  const certified = isCertified(payApp.status);
  return props.canChangeStatus ? (
    <Box>
      <Box
        component="select"
        aria-label={`Status of Pay App ${n}`}
        value={payApp.status}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
          props.onStatus(e.target.value as TPayAppStatus)
        }
        sx={{ font: 'inherit', fontSize: 13, py: 0.25 }}
      >
        {PAY_APP_STATUSES.map((s) => (
          // Paid is set by the payments received (issue 31), never chosen here.
          <option
            key={s}
            value={s}
            disabled={(certified && !isCertified(s)) || (s === 'Paid' && payApp.status !== 'Paid')}
          >
            {s}
          </option>
        ))}
      </Box>
    </Box>
  ) : (
    <Typography variant="body2" data-testid={`pay-app-${n}-status`}>
      {payApp.status}
    </Typography>
  );
}
