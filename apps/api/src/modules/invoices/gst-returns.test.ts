import { describe, expect, it } from 'vitest';
import { csvCell } from './gst-returns';

describe('a GST return CSV cell', () => {
  it('keeps amounts, negative ones included, as numbers', () => {
    expect(csvCell('-125.62')).toBe('-125.62');
    expect(csvCell(1647)).toBe('1647');
  });

  it('never lets a buyer’s name be read as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Rao & Sons, Hyderabad')).toBe('"Rao & Sons, Hyderabad"');
    expect(csvCell('line\rbreak')).toBe('"line\rbreak"');
  });
});
