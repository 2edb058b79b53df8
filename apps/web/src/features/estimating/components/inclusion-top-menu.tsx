import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import CloseIcon from '@mui/icons-material/Close';
import { parseInteger } from '@n5/shared/core/integer';
import { categoryOptionsQuery, conditionOptionsQuery } from '../api/estimating-queries';
import {
  categoryOfRoute,
  closeAddress,
  setInclusionSelection,
  useEditorRoute,
  useInclusionSelection,
} from './inclusion-selection';
import { AddConditionMenu } from './add-condition-menu';
import { barButtonSx, barSx, selectSx } from './top-menu-styles';

/** Navigates to the chosen sub-category's editor, or stays when it is not complete. */
export function categoryPath(projectId: number, mainCategory: number, subCategory: string) {
  return `/browser/projects/${projectId}/inclusions/${mainCategory}/${subCategory}`;
}

/**
 * The inclusion editor's top menu (spec 1 §2 Shell): Main Category and Subcategory dropdowns,
 * Add Condition (only with both chosen and templates to offer) and Close.
 */
export function InclusionTopMenu() {
  const route = useEditorRoute();
  const navigate = useNavigate();
  const projectId = route.projectId;
  const stored = useInclusionSelection(projectId);
  const categories = useQuery(categoryOptionsQuery);
  const subs = categories.data?.subCategories ?? [];
  // The route's choice wins (a link from the Inclusions tab); else what was chosen before.
  const routeMain =
    categoryOfRoute(categories.data?.categories, route.mainCategory)?.categoryid ?? null;
  const main = routeMain ?? stored.mainCategory;
  const sub = route.subCategory ?? stored.subCategory;
  const options = useQuery({
    ...conditionOptionsQuery(projectId ?? 0, sub ?? ''),
    enabled: projectId !== null && !!sub && main !== null,
  });

  useEffect(() => {
    if (projectId !== null && routeMain !== null && route.subCategory)
      setInclusionSelection(projectId, { mainCategory: routeMain, subCategory: route.subCategory });
  }, [projectId, routeMain, route.subCategory]);

  if (projectId === null) return null;
  const subsOfMain = subs.filter((s) => s.categoryid === main);

  return (
    <Box sx={barSx}>
      <NativeSelect
        value={main ?? ''}
        onChange={(event) => {
          const value = event.target.value ? parseInteger(event.target.value) : null;
          setInclusionSelection(projectId, { mainCategory: value, subCategory: null });
        }}
        inputProps={{ 'aria-label': 'Main Category' }}
        sx={selectSx}
        disabled={!categories.data}
      >
        <option value="">Main Category</option>
        {categories.data?.categories.map((m) => (
          <option key={m.categoryid} value={m.categoryid}>
            {m.categoryCode} {m.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        value={sub ?? ''}
        onChange={(event) => {
          const code = event.target.value || null;
          setInclusionSelection(projectId, { mainCategory: main, subCategory: code });
          if (code && main !== null) void navigate(categoryPath(projectId, main, code));
        }}
        inputProps={{ 'aria-label': 'Subcategory' }}
        sx={selectSx}
        disabled={main === null}
      >
        <option value="">Subcategory</option>
        {subsOfMain.map((s) => (
          <option key={s.subcategoryid} value={s.subCategoryCode}>
            {s.subCategoryCode} {s.name}
          </option>
        ))}
      </NativeSelect>
      {main !== null && sub && route.subCategory === sub && (options.data?.length ?? 0) > 0 && (
        <AddConditionMenu projectId={projectId} subCategory={sub} options={options.data!} />
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<CloseIcon />}
        sx={{ ...barButtonSx, ml: 'auto' }}
        onClick={() => void navigate(closeAddress(projectId))}
      >
        Close
      </Button>
    </Box>
  );
}
