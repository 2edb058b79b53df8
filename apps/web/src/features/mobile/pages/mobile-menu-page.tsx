import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { LoadError } from '../../../components/load-error';
import { localIsoDate, quarterOf } from '@n5/shared/mobile/rules';
import { menuLinksQuery } from '../api/mobile-queries';
import { mobilePaths } from '../components/mobile-paths';
import { MobilePage } from '../components/mobile-page';

type TEntry =
  | { label: string; icon: ReactNode; to: string }
  | { label: string; icon: ReactNode; href: string | null | undefined; external: true }
  | { label: string; icon: ReactNode; noLink: true };

/** The /m menu of spec 3 §2.9, in its order; an entry without a link is shown as such. */
function menuEntries(today: string, links?: { paylocity: string | null; profile: string | null }) {
  const { q, y } = quarterOf(today);
  const entries: TEntry[] = [
    { label: 'Assignments / Timesheet', icon: <AccessTimeIcon />, to: mobilePaths.assignments },
    {
      label: 'Dispatch Board',
      icon: <LocalShippingOutlinedIcon />,
      to: `${mobilePaths.dispatch}?assignmentDate=${today}&v=teamMember`,
    },
    { label: 'Projects', icon: <FolderOpenOutlinedIcon />, to: mobilePaths.projects },
    { label: 'Import Receipt', icon: <ReceiptLongOutlinedIcon />, to: mobilePaths.receipts },
    { label: 'Surveys', icon: <ChecklistIcon />, to: mobilePaths.surveys },
    { label: 'KPI / Analytics', icon: <BarChartIcon />, to: `${mobilePaths.kpi}?q=${q}&y=${y}` },
    { label: 'CRM / Vendors / Contacts', icon: <ContactsOutlinedIcon />, noLink: true },
    {
      label: 'Paylocity/PTO',
      icon: <EventAvailableOutlinedIcon />,
      href: links?.paylocity,
      external: true,
    },
    {
      label: 'Realtime Incentive Analysis',
      icon: <TrendingUpIcon />,
      to: mobilePaths.incentiveAnalysis,
    },
    {
      label: 'Your Profile Page',
      icon: <AssignmentIndOutlinedIcon />,
      href: links?.profile,
      external: true,
    },
    { label: 'Events and Marketing Presentation', icon: <CampaignOutlinedIcon />, noLink: true },
  ];
  return entries;
}

const itemSx = { minHeight: 56, py: 1 };

function MenuEntry({ entry, isLoadingLinks }: { entry: TEntry; isLoadingLinks: boolean }) {
  const icon = (
    <ListItemIcon sx={{ minWidth: 44, color: 'primary.main' }}>{entry.icon}</ListItemIcon>
  );
  if ('to' in entry) {
    return (
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to={entry.to} sx={itemSx}>
          {icon}
          <ListItemText primary={entry.label} slotProps={{ primary: { fontWeight: 600 } }} />
        </ListItemButton>
      </ListItem>
    );
  }
  if ('external' in entry && entry.href) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component="a"
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          sx={itemSx}
        >
          {icon}
          <ListItemText
            primary={entry.label}
            secondary="Opens in a new tab"
            slotProps={{ primary: { fontWeight: 600 } }}
          />
          <OpenInNewIcon fontSize="small" color="action" aria-hidden />
        </ListItemButton>
      </ListItem>
    );
  }
  const why = 'external' in entry && isLoadingLinks ? 'Loading link…' : 'No link';
  return (
    <ListItem sx={{ ...itemSx, color: 'text.secondary' }} aria-disabled="true">
      <ListItemIcon sx={{ minWidth: 44, color: 'text.disabled' }}>{entry.icon}</ListItemIcon>
      <ListItemText primary={entry.label} secondary={why} />
    </ListItem>
  );
}

/** /m: the field menu. */
export function MobileMenuPage() {
  const links = useQuery(menuLinksQuery);
  const today = localIsoDate();
  return (
    <MobilePage title="NS1 Mobile">
      {links.isError && (
        <LoadError
          message={`The menu's external links could not be loaded: ${links.error.message}`}
          onRetry={() => void links.refetch()}
          isRetrying={links.isFetching}
        />
      )}
      <Paper variant="outlined">
        <List disablePadding aria-label="Field menu">
          {menuEntries(today, links.data?.links).map((entry) => (
            <MenuEntry key={entry.label} entry={entry} isLoadingLinks={links.isPending} />
          ))}
        </List>
      </Paper>
    </MobilePage>
  );
}
