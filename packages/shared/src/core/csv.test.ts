import { describe, expect, it } from 'vitest';
import { toCsv, type TCsvCell } from './csv';

/** One column, no header, so each case reads as the cell it writes. */
const cell = (value: TCsvCell) =>
  toCsv([value], [{ header: 'h', value: (v) => v }]).split('\r\n')[1];

describe('toCsv', () => {
  it('writes the header, then one CRLF line per row, with no line break at the end', () => {
    const rows = [
      { id: 1, name: 'Lobby' },
      { id: 2, name: 'Roof' },
    ];
    const csv = toCsv(rows, [
      { header: 'ID', value: (r) => r.id },
      { header: 'Name', value: (r) => r.name },
    ]);
    expect(csv).toBe('ID,Name\r\n1,Lobby\r\n2,Roof');
  });

  it('is the header alone without rows', () => {
    expect(toCsv([], [{ header: 'Project ID', value: () => 1 }])).toBe('Project ID');
  });

  it('quotes commas, doubles quotes, and keeps line breaks inside quotes', () => {
    expect(cell('Gypsum board, level 5')).toBe('"Gypsum board, level 5"');
    expect(cell('12" duct')).toBe('"12"" duct"');
    const csv = toCsv(['first line\nsecond line', 'a\r\nb'], [{ header: 'h', value: (v) => v }]);
    expect(csv).toBe('h\r\n"first line\nsecond line"\r\n"a\r\nb"');
  });

  it('writes empty cells for null and undefined', () => {
    expect(cell(null)).toBe('');
    expect(cell(undefined)).toBe('');
  });

  it('writes booleans as true and false', () => {
    expect(cell(true)).toBe('true');
    expect(cell(false)).toBe('false');
  });

  it('keeps unicode as it is', () => {
    expect(cell('Señora Müller — 東京 ✓')).toBe('Señora Müller — 東京 ✓');
  });

  describe('formula injection', () => {
    it.each([
      ['=1+2', '"\'=1+2"'],
      ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
      ['+cmd', '"\'+cmd"'],
      ['-2+3', '"\'-2+3"'],
      ['@SUM(A1)', '"\'@SUM(A1)"'],
      ['\tcmd', '"\'\tcmd"'],
      ['\rcmd', '"\'\rcmd"'],
      ['=cmd\nsecond line', '"\'=cmd\nsecond line"'],
      ['-', '"\'-"'],
    ])('puts an apostrophe before %j', (value, written) => {
      expect(cell(value)).toBe(written);
    });

    it('leaves numbers and decimal amounts as numbers', () => {
      expect(cell(-300)).toBe('-300');
      expect(cell(12.5)).toBe('12.5');
      expect(cell(-7n)).toBe('-7');
      expect(cell('-300.00')).toBe('-300.00');
      expect(cell('1250.00')).toBe('1250.00');
      expect(cell('-0.1250')).toBe('-0.1250');
    });

    it('leaves text that only contains those characters later on', () => {
      expect(cell('A=B')).toBe('A=B');
      expect(cell('Smith - Jones')).toBe('Smith - Jones');
      expect(cell('mail@example.com')).toBe('mail@example.com');
    });
  });
});
