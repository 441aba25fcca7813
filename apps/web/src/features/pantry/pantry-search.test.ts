import { describe, expect, it } from 'vitest';
import type { PantryItem } from '@faza/shared';
import { filterPantry } from './pantry-search';

const item = (name: string) => ({ name }) as PantryItem;
const items = [item('Foreign parboiled rice'), item('Local rice (Ofada)'), item('Palm oil')];

describe('filterPantry', () => {
  it('keeps names containing the text, whatever the case', () => {
    expect(filterPantry(items, 'RICE').map((i) => i.name)).toEqual([
      'Foreign parboiled rice',
      'Local rice (Ofada)',
    ]);
    expect(filterPantry(items, 'ofada)').map((i) => i.name)).toEqual(['Local rice (Ofada)']);
  });

  it('keeps everything for an empty or blank search, and nothing for no match', () => {
    expect(filterPantry(items, '  ')).toHaveLength(3);
    expect(filterPantry(items, 'yam')).toEqual([]);
  });
});
