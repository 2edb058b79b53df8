import { TopMenuSelect } from '../../../components/top-menu-select';
import { pickedOf, pickedValue, quarterOptions, usePickedQuarter } from './picked-quarter';

/** /dashboard/kpi's top menu (spec 2 §2.2): the quarter picker (query y and q). */
export function KpiTopMenu() {
  const [picked, setPicked] = usePickedQuarter();
  return (
    <TopMenuSelect
      label="Quarter"
      value={pickedValue(picked)}
      options={quarterOptions()}
      onChange={(value) => setPicked(pickedOf(value))}
    />
  );
}
