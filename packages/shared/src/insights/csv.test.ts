import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas and quotes, and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['name', 'kobo'],
        [
          ['Rice, 5kg', 960000],
          ['"Best" beans', -5],
          ['=SUM(A1)', null],
        ],
      ),
    ).toBe('name,kobo\r\n"Rice, 5kg",960000\r\n"""Best"" beans",-5\r\n\'=SUM(A1),\r\n');
  });
});
