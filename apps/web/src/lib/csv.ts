// CSV text is written by toCsv in packages/shared/src/core/csv.ts (one writer for web and server).

/**
 * Saves CSV text as a file. The byte-order mark makes Excel read the file as UTF-8 (names with
 * accents stay readable); other programs skip it.
 */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
