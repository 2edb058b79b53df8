import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import {
  MAX_COMMENTS,
  ZCompleteBody,
  ZSurveyLink,
  type TSurveyData,
  type TSurveyLink,
} from '@n5/shared/surveys/schemas';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormTextInput } from '../../../components/form/text-field';
import { QueryState } from '../../../components/query-state';
import { StatusView } from '../../../components/status-view';
import { ApiError } from '../../../lib/api-client';
import { publicSurveyQuery, useCompleteSurvey, useSaveAnswer } from '../api/surveys-queries';
import { RatingQuestion } from '../components/rating-question';

function Unavailable() {
  return <StatusView title="Survey">{SURVEY_TEXTS.unavailable}</StatusView>;
}

const ZCommentsForm = ZCompleteBody.pick({ comments: true });

function SurveyForm({ link, data }: { link: TSurveyLink; data: TSurveyData }) {
  const save = useSaveAnswer(link);
  const complete = useCompleteSurvey(link);
  const form = useForm<{ comments: string }, unknown, { comments: string }>({
    defaultValues: { comments: '' },
    resolver: rulesResolver<{ comments: string }, { comments: string }>(ZCommentsForm),
  });
  const submit = form.handleSubmit(({ comments }) => complete.mutate(comments));
  const answered = data.questions.some((q) => q.value !== null);
  if (complete.isSuccess) return <StatusView title="Survey">{SURVEY_TEXTS.thanks}</StatusView>;
  if (complete.error instanceof ApiError && complete.error.status !== 400) return <Unavailable />;
  const { info } = data;
  return (
    <Stack component="main" spacing={3} sx={{ p: { xs: 2, md: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 28 } }}>
          {info.projectname}
        </Typography>
        <Typography color="text.secondary">
          Project {info.projectnumber}
          {info.company && ` · ${info.company}`}
          {info.n5representative && ` · Your Nexus 5 Representative: ${info.n5representative}`}
        </Typography>
      </Paper>
      {data.questions.map((q, i) => (
        <RatingQuestion
          key={q.id}
          number={i + 1}
          criteria={q.criteria}
          options={q.options}
          value={q.value}
          disabled={complete.isPending}
          onChange={(value) => save.mutate({ criteriaID: q.id, value })}
        />
      ))}
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <FormProvider {...form}>
        <FormTextInput
          name="comments"
          label={SURVEY_TEXTS.comments}
          multiline
          minRows={3}
          maxLength={MAX_COMMENTS}
        />
      </FormProvider>
      {complete.error && <Alert severity="error">{complete.error.message}</Alert>}
      <div>
        <Button
          variant="contained"
          disabled={!answered || complete.isPending || save.isPending}
          onClick={() => void submit()}
        >
          {SURVEY_TEXTS.submit}
        </Button>
      </div>
    </Stack>
  );
}

function SignedSurvey({ link }: { link: TSurveyLink }) {
  const query = useQuery(publicSurveyQuery(link));
  // Any failure of a survey link reads as the spec's "unavailable" (used, expired or tampered).
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the survey"
      errorText="The survey could not be loaded"
      notFound={{ view: <Unavailable />, when: () => true }}
      size="page"
    >
      {(data) => <SurveyForm link={link} data={data} />}
    </QueryState>
  );
}

/** /survey?p&eid&mt&s: the client's satisfaction survey, by the invitation's signed link. */
export function SurveyPage() {
  const [params] = useSearchParams();
  const link = ZSurveyLink.safeParse(Object.fromEntries(params));
  if (!link.success) return <Unavailable />;
  return <SignedSurvey link={link.data} />;
}
