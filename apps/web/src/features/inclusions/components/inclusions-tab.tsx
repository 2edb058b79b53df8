import { Link as RouterLink } from 'react-router';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { INCLUSIONS_TEXT, SUMMARY_STAGES } from '@n5/shared/inclusions/constants';
import { inclusionEditorPath } from '@n5/shared/inclusions/rules';
import type { TProject } from '@n5/shared/project/schemas';
import { useShowV1 } from '../../../lib/show-v1';
import { AlternatesSection } from './alternates-section';
import { LegacyView } from './legacy-view';
import { StageTable } from './stage-table';

/**
 * The Inclusions tab (spec 1 §2): the v2 tables on v2 projects, the legacy view on the others.
 * On a v2 project the legacy view can be shown below for comparison (showv1=true, the same
 * switch as the banner's Show V1); the v2 titles then read "(NEW)" (docs/decisions.md).
 */
export function InclusionsTab(props: { project: TProject }) {
  const projectId = props.project.ProjectID;
  const isV2 = props.project.api_version === 'v2';
  const [isComparing, setComparing] = useShowV1();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={inclusionEditorPath(projectId)}
          variant="contained"
          startIcon={<Add />}
        >
          {INCLUSIONS_TEXT.addNewInclusion}
        </Button>
        {isV2 && (
          <FormControlLabel
            control={
              <Switch checked={isComparing} onChange={(_, checked) => setComparing(checked)} />
            }
            label="Compare with the legacy view"
          />
        )}
      </Stack>
      {isV2 ? (
        <>
          {SUMMARY_STAGES.map((stage) => (
            <StageTable key={stage} projectId={projectId} stage={stage} isNew={isComparing} />
          ))}
          <AlternatesSection projectId={projectId} />
          {isComparing && <LegacyView projectId={projectId} />}
        </>
      ) : (
        <LegacyView projectId={projectId} />
      )}
    </Stack>
  );
}
