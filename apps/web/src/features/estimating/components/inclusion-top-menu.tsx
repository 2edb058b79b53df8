import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { parseInteger } from '@n5/shared/core/integer';
import {
  categoryOptionsQuery,
  conditionOptionsQuery,
  useAddCondition,
} from '../api/estimating-queries';
import {
  categoryOfRoute,
  closeAddress,
  rememberedContract,
  setInclusionSelection,
  useEditorRoute,
  useInclusionSelection,
} from './inclusion-selection';

const selectSx = {
  color: 'inherit',
  fontSize: 14,
  flex: '0 1 220px',
  minWidth: 110,
  '& select': { py: 0.5, pl: 1 },
  '& svg': { color: 'inherit' },
  '&::before, &::after': { borderColor: 'rgba(255,255,255,0.6) !important' },
  '& option': { color: '#1d2733' },
} as const;
const barButtonSx = {
  color: 'inherit',
  borderColor: 'rgba(255,255,255,0.5)',
  whiteSpace: 'nowrap',
  flexShrink: 0,
} as const;

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
  const add = useAddCondition(projectId ?? 0, sub ?? '');
  const adding = useRef(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (projectId !== null && routeMain !== null && route.subCategory)
      setInclusionSelection(projectId, { mainCategory: routeMain, subCategory: route.subCategory });
  }, [projectId, routeMain, route.subCategory]);

  if (projectId === null) return null;
  const subsOfMain = subs.filter((s) => s.categoryid === main);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flex: 1,
        minWidth: 0,
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        py: 0.5,
      }}
    >
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
        <>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            sx={barButtonSx}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            disabled={add.isPending}
          >
            Add Condition
          </Button>
          <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
            {options.data!.map((o) => (
              <MenuItem
                key={o.conditionID}
                onClick={() => {
                  setMenuAnchor(null);
                  // A second click while the first add runs would add the condition twice.
                  if (adding.current) return;
                  adding.current = true;
                  add.mutate(
                    {
                      templateId: o.conditionID,
                      clientContractId: rememberedContract(projectId),
                    },
                    { onSettled: () => (adding.current = false) },
                  );
                }}
              >
                {o.ConditionName}
                {o.MeasurementType ? ` (${o.MeasurementType})` : ''}
              </MenuItem>
            ))}
          </Menu>
        </>
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
