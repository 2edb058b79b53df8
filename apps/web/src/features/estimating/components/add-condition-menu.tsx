import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { useAddCondition, type conditionOptionsQuery } from '../api/estimating-queries';
import { rememberedContract } from './inclusion-selection';
import { barButtonSx } from './top-menu-styles';

type TConditionOption = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof conditionOptionsQuery>['queryFn']>>>
>[number];

/** Add Condition: a menu of the sub-category's templates; one add at a time. */
export function AddConditionMenu(props: {
  projectId: number;
  subCategory: string;
  options: readonly TConditionOption[];
}) {
  const { projectId } = props;
  const add = useAddCondition(projectId, props.subCategory);
  const adding = useRef(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  return (
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
        {props.options.map((o) => (
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
  );
}
