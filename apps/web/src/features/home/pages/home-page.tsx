import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import { PAGE_PATHS } from '@n5/shared/navigation/pages';
import { can, PERMISSION } from '@n5/shared/permissions/can';
import { useCurrentUser } from '../../../lib/session';

/** Spec 3 §2.2: 'NS1' to the project browser (permission 5 only) and 'NS1 Mobile' to /m. */
export function HomePage() {
  const user = useCurrentUser();
  const hasOfficeApp = can(user, PERMISSION.OFFICE_APP);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Welcome, {user.FirstName || user.DisplayName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 3, sm: 4 } }}>
        Where would you like to work today?
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
      >
        {hasOfficeApp && (
          <AppCard
            icon={<ApartmentOutlined />}
            title="Office workspace"
            label="NS1"
            to={PAGE_PATHS.browser}
            text="Projects, contracts, billing, dashboards and the rest of the office workspace."
          />
        )}
        <AppCard
          icon={<PhoneIphoneOutlined />}
          title="Field app"
          label="NS1 Mobile"
          to={PAGE_PATHS.mobile}
          text="Dispatch, hours, notes, costs and receipts from the field, laid out for a phone."
        />
      </Box>
    </Box>
  );
}

function AppCard(props: {
  icon: ReactNode;
  title: string;
  label: string;
  to: string;
  text: string;
}) {
  return (
    <Card sx={{ display: 'flex' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ color: 'secondary.dark', display: 'flex', '& svg': { fontSize: 32 } }}>
            {props.icon}
          </Box>
          <Typography variant="h4" component="h2">
            {props.title}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {props.text}
        </Typography>
        <Button
          component={RouterLink}
          to={props.to}
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start', px: 4 }}
        >
          {props.label}
        </Button>
      </CardContent>
    </Card>
  );
}
