import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  TEMPLATE_LISTS,
  TEMPLATE_TEXT,
  type TTemplateListSlug,
} from '@n5/shared/condition-templates/rules';
import { PAGE_PATHS } from '@n5/shared/navigation/pages';
import { SearchField } from '../../../components/search-field';
import { OverwriteDialog } from '../components/overwrite-dialog';
import { TemplateList } from '../components/template-list';

const BASE = PAGE_PATHS.conditionTemplateApproval;

/**
 * A list of /condition-template-approval (spec 2 §2.1, §2.14): /awaiting-approval, /active or
 * /inactive; with `overwriteId`, the /{id} overwrite comparison over the awaiting list. The
 * sub-routes are composed in app/screens/condition-template-screens.tsx.
 */
export function TemplateListScreen(props: { slug: TTemplateListSlug; overwriteId?: number }) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const list = TEMPLATE_LISTS.find((l) => l.slug === props.slug)!;
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {TEMPLATE_TEXT.title(list.label)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'center' }}>
        <Stack direction="row" gap={1} component="nav" aria-label="Template lists" sx={{ flex: 1 }}>
          {TEMPLATE_LISTS.map((l) => (
            <Button
              key={l.slug}
              component={NavLink}
              to={`${BASE}/${l.slug}`}
              variant={l.slug === props.slug ? 'contained' : 'outlined'}
              aria-current={l.slug === props.slug ? 'page' : undefined}
            >
              {l.label}
            </Button>
          ))}
        </Stack>
        <SearchField label="Filter the templates" value={filter} onChange={setFilter} />
      </Stack>
      <TemplateList
        filter={filter}
        status={props.slug}
        emptyText={`There are no ${list.label.toLowerCase()} condition templates.`}
        onOverwrite={(id) => void navigate(`${BASE}/${id}`)}
      />
      {props.overwriteId !== undefined && (
        <OverwriteDialog
          id={props.overwriteId}
          onClose={() => void navigate(`${BASE}/awaiting-approval`)}
        />
      )}
    </Box>
  );
}
