import { useSearchParams } from 'react-router';
import { parseInteger } from '@n5/shared/core/integer';

/** The dashboard's year from query y (default the current year). */
export function useDashboardYear(): { y: number; setYear: (year: number) => void } {
  const [search, setSearch] = useSearchParams();
  const asked = parseInteger(search.get('y'));
  const y = asked ?? new Date().getFullYear();
  const setYear = (year: number) => {
    const next = new URLSearchParams(search);
    next.set('y', String(year));
    setSearch(next, { replace: true });
  };
  return { y, setYear };
}
