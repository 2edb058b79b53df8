import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TCriterion } from '@n5/shared/inspections/schemas';
import { CriterionControl } from './criterion-control';

/** The criteria in row order, under their section when the checklist has sections (safety). */
export function Criteria(props: {
  criteria: readonly TCriterion[];
  valueOf: (criterion: TCriterion) => string | null;
  disabled: boolean;
  onChange: (criterion: TCriterion, value: string | null) => void;
}) {
  const sections = useMemo(() => {
    const out: Array<{ section: string | null; items: TCriterion[] }> = [];
    for (const criterion of props.criteria) {
      const last = out[out.length - 1];
      if (last && last.section === criterion.Section) last.items.push(criterion);
      else out.push({ section: criterion.Section, items: [criterion] });
    }
    return out;
  }, [props.criteria]);
  return (
    <>
      {sections.map(({ section, items }, i) => (
        <Box key={`${section ?? ''}-${i}`} sx={{ mt: section ? 2 : 0 }}>
          {section && (
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {section}
            </Typography>
          )}
          {items.map((criterion) => (
            <CriterionControl
              key={criterion.ID}
              criterion={criterion}
              value={props.valueOf(criterion)}
              disabled={props.disabled}
              onChange={(value) => props.onChange(criterion, value)}
            />
          ))}
        </Box>
      ))}
    </>
  );
}
