import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import { DialogShell } from '../../../components/dialog-shell';
import { QueryState } from '../../../components/query-state';
import { formatPercent, formatShortDate } from '../../../lib/format';
import { surveyDetailQuery } from '../api/surveys-queries';

/** The 'STAR Satisfaction Survey' modal: the survey's header, each question's score, comments. */
export function SurveyDetailDialog(props: { kpiEventId: string; onClose: () => void }) {
  const query = useQuery(surveyDetailQuery(props.kpiEventId));
  return (
    <DialogShell
      title={SURVEY_TEXTS.detailTitle}
      onClose={props.onClose}
      maxWidth="sm"
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <QueryState
        query={query}
        loadingLabel="Loading the survey"
        errorText="The survey could not be loaded"
      >
        {({ row, questions }) => (
          <>
            <Table size="small" aria-label="Survey">
              <TableBody>
                {[
                  ['Team Member', row.n5representative],
                  ['Client', row.clientdescription],
                  ['Project', `${row.projectid} ${row.projectdescription}`],
                  ['Type', row.projecttype],
                  ['Description', row.longprojectdescription],
                  ['Invite Date', formatShortDate(row.senddate)],
                  ['Response Date', formatShortDate(row.ResponseDate)],
                  ['Overall', row.percentScore ? formatPercent(row.percentScore) : ''],
                ].map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row" sx={{ width: 160, fontWeight: 600 }}>
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" aria-label="Questions and scores" sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Question</TableCell>
                  <TableCell align="right">Score</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {questions.map((q) => (
                  <TableRow key={q.id}>
                    <TableCell>{q.criteria}</TableCell>
                    <TableCell align="right">{q.value ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Comments
            </Typography>
            <Typography color={row.comments ? 'text.primary' : 'text.secondary'}>
              {row.comments ?? 'No comments.'}
            </Typography>
          </>
        )}
      </QueryState>
    </DialogShell>
  );
}
