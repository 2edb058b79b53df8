import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAlternateProject } from '@n5/shared/contracts/alternate-approval';
import { publicPhone } from '@n5/shared/contracts/alternates';

function Party(props: { title: string; lines: Array<string | null | undefined> }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="h2">
        {props.title}
      </Typography>
      {props.lines
        .filter((line): line is string => !!line)
        .map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
    </Box>
  );
}

/** The page's header (spec 3 §2.5): client and project manager contacts, then the project. */
export function AlternateHeader({ project: p }: { project: TAlternateProject }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          mb: 2,
        }}
      >
        <Party
          title="Client"
          lines={[p.contactName, p.CompanyName, publicPhone(p.contactPhone), p.contactEmail]}
        />
        <Party
          title="Project Manager"
          lines={[p.PMDisplayName, p.PMCompanyName, publicPhone(p.PMPhone), p.PMEmail]}
        />
      </Box>
      <Typography variant="h6" component="p">
        {p.ProjectName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Project #{p.ProjectID}
      </Typography>
      {p.ProjectDescription ? (
        <Typography variant="body1">{p.ProjectDescription}</Typography>
      ) : null}
    </Box>
  );
}
