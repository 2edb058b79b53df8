import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { MobilePage } from '../components/mobile-page';
import { MOBILE_SURVEYS, mobileSurveyPath } from '../components/mobile-surveys';

/** /m/surveys: the four checklists a field user fills in on a phone (spec 3 §2.9). */
export function SurveysMenuPage() {
  return (
    <MobilePage title="Surveys">
      <Paper variant="outlined">
        <List disablePadding aria-label="Surveys">
          {MOBILE_SURVEYS.map((survey) => (
            <ListItem key={survey.slug} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={mobileSurveyPath(survey)}
                sx={{ minHeight: 56 }}
              >
                <ListItemText primary={survey.label} slotProps={{ primary: { fontWeight: 600 } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </MobilePage>
  );
}
