import type { TPdf } from './pdf-document';

export interface TPdfColumn {
  header: string;
  /** Width in points. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type TPdfRowStyle = 'normal' | 'bold' | 'shaded';

export interface TPdfRow {
  cells: string[];
  style?: TPdfRowStyle;
}

const FONT = { normal: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const PADDING = 3;

/**
 * Draws a ruled table at the current position: a header row (repeated on every new page) and
 * rows whose height follows their tallest wrapped cell. Leaves the cursor under the table.
 */
export function drawTable(
  doc: TPdf,
  columns: TPdfColumn[],
  rows: TPdfRow[],
  { fontSize = 8 }: { fontSize?: number } = {},
) {
  const left = doc.page.margins.left;
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((text, index) =>
          doc.heightOfString(text, { width: columns[index]!.width - 2 * PADDING }),
        ),
      ) +
      2 * PADDING
    );
  };

  const drawRow = (cells: string[], style: TPdfRowStyle | 'header') => {
    const font = style === 'normal' || style === 'shaded' ? FONT.normal : FONT.bold;
    const height = rowHeight(cells, font);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (style !== 'header')
        drawRow(
          columns.map((column) => column.header),
          'header',
        );
    }
    const top = doc.y;
    if (style === 'header' || style === 'shaded') {
      doc.rect(left, top, tableWidth, height).fill(style === 'header' ? '#dfe6ee' : '#f2f2f2');
      doc.fillColor('black');
    }
    let x = left;
    cells.forEach((text, index) => {
      const column = columns[index]!;
      doc.rect(x, top, column.width, height).lineWidth(0.5).stroke('#8a8a8a');
      doc
        .font(font)
        .fontSize(fontSize)
        .fillColor('black')
        .text(text, x + PADDING, top + PADDING, {
          width: column.width - 2 * PADDING,
          align: style === 'header' ? 'center' : (column.align ?? 'left'),
        });
      x += column.width;
    });
    doc.x = left;
    doc.y = top + height;
  };

  drawRow(
    columns.map((column) => column.header),
    'header',
  );
  for (const row of rows) drawRow(row.cells, row.style ?? 'normal');
  doc.moveDown(0.5);
}
