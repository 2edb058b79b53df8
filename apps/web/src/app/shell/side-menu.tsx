import { Fragment, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { entryPath, type TMenuAction, type TMenuEntry } from '@n5/shared/navigation/menu';
import { useCurrentUser } from '../../lib/session';
import { REGISTRY } from '../page-registry';
import { MENU_ACTION_DIALOG_OF } from '../route-table';
import { visibleMenu } from './visible-menu';

/** The groups and entries of spec 2 §2.3 this user may open and this build has. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const [openAction, setOpenAction] = useState<TMenuAction | null>(null);
  const groups = visibleMenu(user, REGISTRY);
  const ActionDialog = openAction ? MENU_ACTION_DIALOG_OF[openAction] : undefined;

  const renderEntry = (entry: TMenuEntry) => {
    const path = entryPath(entry);
    if (path) {
      return (
        <ListItem key={entry.label} disablePadding>
          <ListItemButton component={NavLink} to={path} onClick={onNavigate} sx={entrySx}>
            <ListItemText primary={entry.label} />
          </ListItemButton>
        </ListItem>
      );
    }
    const action = 'action' in entry ? entry.action : null;
    return (
      <ListItem key={entry.label} disablePadding>
        <ListItemButton onClick={() => setOpenAction(action)} sx={entrySx}>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box component="nav" aria-label="Main menu" sx={{ py: 1 }}>
      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          No menu entries yet. Screens open to your roles will be listed here.
        </Typography>
      )}
      {groups.map((group, index) => (
        <Fragment key={group.title ?? 'top'}>
          {index > 0 && <Divider sx={{ my: 1 }} />}
          <List
            dense
            aria-label={group.title ?? 'Main'}
            subheader={
              group.title ? (
                <ListSubheader sx={subheaderSx}>{group.title}</ListSubheader>
              ) : undefined
            }
          >
            {group.entries.map(renderEntry)}
          </List>
        </Fragment>
      ))}
      {ActionDialog && (
        <Suspense fallback={null}>
          <ActionDialog onClose={() => setOpenAction(null)} />
        </Suspense>
      )}
    </Box>
  );
}

const entrySx = {
  mx: 1,
  borderRadius: 1,
  '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
} as const;

const subheaderSx = {
  lineHeight: '32px',
  fontSize: '0.72rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  bgcolor: 'transparent',
} as const;
