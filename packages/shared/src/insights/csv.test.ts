import { describe, expect, it } from 'vitest';
import { csvCellText, toCsv } from './csv';

describe('csvCellText', () => {
  it('puts a single quote before a cell a spreadsheet would run as a formula', () => {
    expect(csvCellText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCellText('+2348031234567')).toBe("'+2348031234567");
    expect(csvCellText('@cmd')).toBe("'@cmd");
    expect(csvCellText('-cmd')).toBe("'-cmd");
    expect(csvCellText('\t=1+1')).toBe("'\t=1+1");
    expect(csvCellText('\r=1+1')).toBe("'\r=1+1");
  });

  it('does not let a leading number hide a formula', () => {
    expect(csvCellText("-1+1+cmd|' /C calc'!A0")).toBe("'-1+1+cmd|' /C calc'!A0");
    expect(csvCellText('-2e3')).toBe("'-2e3");
  });

  it('leaves numbers readable as numbers, negative ones included', () => {
    expect(csvCellText(-5)).toBe('-5');
    expect(csvCellText(-12.5)).toBe('-12.5');
    expect(csvCellText('-12.50')).toBe('-12.50');
    expect(csvCellText('-7')).toBe('-7');
    expect(csvCellText(960000)).toBe('960000');
  });

  it('leaves ordinary text alone, and writes nothing for a missing value', () => {
    expect(csvCellText('Rice 5kg = good')).toBe('Rice 5kg = good');
    expect(csvCellText(null)).toBe('');
    expect(csvCellText(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['name', 'kobo'],
        [
          ['Rice, 5kg', 960000],
          ['"Best" beans', -5],
          ['=SUM(A1)', null],
          ['\t=cmd', '-1+1'],
        ],
      ),
    ).toBe(
      'name,kobo\r\n"Rice, 5kg",960000\r\n"""Best"" beans",-5\r\n\'=SUM(A1),\r\n\'\t=cmd,\'-1+1\r\n',
    );
  });
});
