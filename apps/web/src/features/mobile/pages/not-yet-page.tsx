import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { StatusView } from '../../../components/status-view';
import { MOBILE_HOME } from '../components/mobile-paths';

/** A field screen the menu names whose issue has not landed yet (receipts, surveys, KPI...). */
export function NotYetPage({ title }: { title: string }) {
  return (
    <StatusView
      title={title}
      icon={<ConstructionOutlinedIcon />}
      action={
        <Button component={RouterLink} to={MOBILE_HOME} variant="outlined">
          Back to the menu
        </Button>
      }
    >
      This screen is not available yet.
    </StatusView>
  );
}
