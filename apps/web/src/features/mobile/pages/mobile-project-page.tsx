import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CreateOutlinedIcon from '@mui/icons-material/CreateOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { MOBILE_TEXTS } from '@n5/shared/mobile/rules';
import { QueryState } from '../../../components/query-state';
import { projectCategoriesQuery } from '../api/mobile-queries';
import { MobileProjectFrame } from '../components/mobile-project-frame';
import { mobilePaths } from '../components/mobile-paths';

/** /m/projects/{id}: Project Info, Job Startup, Notes and one entry per sub-category code. */
export function MobileProjectPage() {
  return (
    <MobileProjectFrame>
      {(project) => (
        <Paper variant="outlined">
          <List aria-label="Project menu" disablePadding>
            <ListItem disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={mobilePaths.projectInfo(project.projectID)}
                sx={{ minHeight: 56 }}
              >
                <ListItemIcon>
                  <InfoOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary="Project Info" slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={mobilePaths.jobStartup(project.projectID)}
                sx={{ minHeight: 56 }}
              >
                <ListItemIcon>
                  <CreateOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary="Job Startup"
                  secondary={
                    project.awaitingJobStartupInd === 1 ? MOBILE_TEXTS.jobStartupMissing : null
                  }
                  slotProps={{ primary: { fontWeight: 600 } }}
                />
                {project.awaitingJobStartupInd === 1 && (
                  <WarningAmberIcon color="warning" aria-hidden />
                )}
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={mobilePaths.notes(project.projectID)}
                sx={{ minHeight: 56 }}
              >
                <ListItemIcon>
                  <NotesOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary="Notes" slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            </ListItem>
          </List>
          <CostCodes projectId={project.projectID} />
        </Paper>
      )}
    </MobileProjectFrame>
  );
}

/** The sub-category entries: each opens its cost-logging screen (/m/projects/{id}/{code}). */
function CostCodes({ projectId }: { projectId: number }) {
  const query = useQuery(projectCategoriesQuery(projectId));
  return (
    <Box
      component="section"
      aria-labelledby="cost-codes-title"
      sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}
    >
      <Typography id="cost-codes-title" component="h2" sx={{ fontWeight: 700 }}>
        Cost codes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Log labor, material, inventory, equipment and other costs by cost code.
      </Typography>
      <QueryState
        query={query}
        loadingLabel="Loading cost codes"
        errorText="The cost codes could not be loaded"
        empty={{
          when: (data) => data.categories.length === 0,
          text: 'No cost codes are budgeted on this project.',
        }}
      >
        {(data) => (
          <List aria-label="Cost codes" dense>
            {data.categories.map((category) => (
              <ListItem key={category.subCategoryCode} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={mobilePaths.category(projectId, category.subCategoryCode)}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemText
                    primary={category.subCategoryCode}
                    secondary={category.description}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}
