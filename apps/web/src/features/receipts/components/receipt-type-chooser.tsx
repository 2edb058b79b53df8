import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { receiptPaths } from './receipt-paths';

/** /m/receipts with no or an unknown type: the two big buttons (spec 3 §2.10). */
export function ReceiptTypeChooser() {
  const big = { minHeight: 96, fontSize: '1.15rem', justifyContent: 'flex-start', px: 3 };
  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={receiptPaths.nonProject}
        variant="contained"
        size="large"
        startIcon={<PersonOutlineIcon />}
        sx={big}
      >
        {RECEIPT_TEXTS.nonProject}
      </Button>
      <Button
        component={RouterLink}
        to={receiptPaths.project}
        variant="contained"
        size="large"
        startIcon={<ApartmentOutlinedIcon />}
        sx={big}
      >
        {RECEIPT_TEXTS.project}
      </Button>
    </Stack>
  );
}
