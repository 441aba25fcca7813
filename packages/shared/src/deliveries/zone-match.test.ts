import { describe, expect, it } from 'vitest';
import { zoneForAddress } from './zone-match';

const zones = [
  { id: 'lagos-lekki-phase-1', state: 'Lagos', area: 'Lekki Phase 1', aliases: ['lekki'] },
  { id: 'lagos-ikeja', state: 'Lagos', area: 'Ikeja', aliases: [] },
];

describe('zoneForAddress', () => {
  it('matches the area by name or alias, whatever the case and spaces', () => {
    expect(zoneForAddress(zones, { state: 'Lagos', area: ' ikeja ' })?.id).toBe('lagos-ikeja');
    expect(zoneForAddress(zones, { state: 'Lagos', area: 'Lekki' })?.id).toBe(
      'lagos-lekki-phase-1',
    );
  });
  it('needs the state too, and finds nothing for an unknown or empty area', () => {
    expect(zoneForAddress(zones, { state: 'Ogun', area: 'Ikeja' })).toBeUndefined();
    expect(zoneForAddress(zones, { state: 'Lagos', area: 'Yaba' })).toBeUndefined();
    expect(zoneForAddress(zones, { state: 'Lagos', area: '' })).toBeUndefined();
  });
});
