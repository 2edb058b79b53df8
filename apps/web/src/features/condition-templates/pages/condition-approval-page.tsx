import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { TEMPLATE_TEXT } from '@n5/shared/condition-templates/rules';
import { PAGE_PATHS } from '@n5/shared/navigation/pages';
import { TemplateList } from '../components/template-list';

/**
 * /condition-approval (spec 2 §2.2): the awaiting requests in two tabs, new templates and
 * overwrites (t=o). Unlike the original's older variant, approvals and edits are saved.
 */
export function ConditionApprovalPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const overwrite = params.get('t') === 'o';
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {TEMPLATE_TEXT.title('Awaiting Approval')}
      </Typography>
      <Tabs
        value={overwrite ? 'o' : 'n'}
        onChange={(_e, value: string) => setParams(value === 'o' ? { t: 'o' } : {})}
        aria-label="Request types"
      >
        <Tab value="n" label={TEMPLATE_TEXT.newTab} />
        <Tab value="o" label={TEMPLATE_TEXT.overwriteTab} />
      </Tabs>
      <TemplateList
        key={overwrite ? 'o' : 'n'}
        status="awaiting-approval"
        type={overwrite ? 'Overwrite' : 'New'}
        emptyText={
          overwrite
            ? 'There are no overwrite requests awaiting approval.'
            : 'There are no new template requests awaiting approval.'
        }
        onOverwrite={(id) => void navigate(`${PAGE_PATHS.conditionTemplateApproval}/${id}`)}
      />
    </Box>
  );
}
