import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { PROJECT_TABS, V2_MARKED_TABS } from '@n5/shared/project/rules';

export const tabId = (index: number) => `project-tab-${index}`;
export const TAB_PANEL_ID = 'project-tab-panel';

/**
 * The seven tabs in the spec's order, each at its index; a tab that cannot be opened stays in
 * its place, disabled. Only the selected tab points at the panel: it is the only one rendered.
 */
export function ProjectTabList(props: {
  selected: number;
  isOpenable: (index: number) => boolean;
  isV2: boolean;
  onSelect: (index: number) => void;
}) {
  // The tab list's one tab stop is the selected tab; when that one cannot be opened (a tab
  // "not available yet" in the address) it is the first that can, or the keyboard never
  // reaches the list (MUI gives a disabled tab -1).
  const tabStop = props.isOpenable(props.selected)
    ? props.selected
    : PROJECT_TABS.findIndex((_, index) => props.isOpenable(index));
  return (
    <Tabs
      value={props.selected}
      onChange={(_, index: number) => props.onSelect(index)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Project tabs"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {PROJECT_TABS.map((label, index) => (
        <Tab
          key={label}
          value={index}
          label={label}
          id={tabId(index)}
          aria-controls={index === props.selected ? TAB_PANEL_ID : undefined}
          disabled={!props.isOpenable(index)}
          tabIndex={index === tabStop ? 0 : -1}
          icon={
            props.isV2 && V2_MARKED_TABS.includes(label) ? (
              <LocalFireDepartmentIcon
                fontSize="small"
                titleAccess="v2"
                data-testid="v2-fire"
                sx={{ color: 'warning.main' }}
              />
            ) : undefined
          }
          iconPosition="end"
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
