import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import type { SxProps, Theme } from '@mui/material/styles';
import TableContainer from '@mui/material/TableContainer';

type TEdges = { left: boolean; right: boolean };

/** Which sides have columns scrolled out of view. */
function edgesOf(element: HTMLElement): TEdges {
  const max = element.scrollWidth - element.clientWidth;
  return { left: element.scrollLeft > 1, right: element.scrollLeft < max - 1 };
}

const shade = (side: 'left' | 'right') => ({
  content: '""',
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 16,
  [side]: 0,
  pointerEvents: 'none',
  zIndex: 3,
  background: `linear-gradient(to ${side}, rgba(0,0,0,0), rgba(0,0,0,0.14))`,
});

/**
 * A table wider than some screens (issue 40 item 15): the first column stays pinned while the
 * rest scrolls inside the table's own region, a shade on an edge shows that more columns lie that
 * way, headers never wrap, and `columns` gives every table of a screen the same widths so that
 * tables stacked one above the other line up. The region is focusable, so the keyboard scrolls
 * it too; nothing scrolls it on its own.
 */
export function WideTable(props: {
  label: string;
  /** The scrolling region's name, when it differs from the table's. */
  regionLabel?: string;
  /** 'desktop': on a phone the first column scrolls too (it would leave no room beside it). */
  pinFirst?: 'always' | 'desktop';
  /** More of the table's style (a screen's own cell rules). */
  sx?: SxProps<Theme>;
  /** Column widths in px, in order (a hint: a cell's content may widen its column). */
  columns?: readonly number[];
  size?: 'small' | 'medium';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<TEdges>({ left: false, right: false });
  const measure = useCallback(() => {
    if (ref.current) setEdges(edgesOf(ref.current));
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <Box
      sx={{
        position: 'relative',
        '&::before': edges.left ? shade('left') : undefined,
        '&::after': edges.right ? shade('right') : undefined,
      }}
      data-scrolls={edges.left || edges.right ? 'true' : 'false'}
    >
      <TableContainer
        ref={ref}
        tabIndex={0}
        role="region"
        aria-label={props.regionLabel ?? props.label}
        onScroll={measure}
        sx={{
          '& th': { whiteSpace: 'nowrap' },
          '& td, & th': { px: 1 },
          '& tr > :first-of-type:not([colspan])': {
            position: props.pinFirst === 'desktop' ? { xs: 'static', md: 'sticky' } : 'sticky',
            left: 0,
            zIndex: 2,
            bgcolor: 'background.paper',
          },
        }}
      >
        <Table
          size={props.size ?? 'small'}
          aria-label={props.label}
          // At least the columns' widths: stacked tables scroll alike and stay lined up.
          sx={[
            props.columns ? { minWidth: props.columns.reduce((a, b) => a + b, 0) } : {},
            ...(Array.isArray(props.sx) ? props.sx : [props.sx ?? {}]),
          ]}
        >
          {props.columns && (
            <colgroup>
              {props.columns.map((width, n) => (
                <col key={n} style={{ width }} />
              ))}
            </colgroup>
          )}
          {props.children}
        </Table>
      </TableContainer>
    </Box>
  );
}
