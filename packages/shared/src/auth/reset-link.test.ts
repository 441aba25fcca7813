import { describe, expect, it } from 'vitest';
import { resetPasswordLink, resetTokenFromLocation } from './reset-link';

describe('reset link', () => {
  it('puts the token in the fragment, never the query', () => {
    const link = resetPasswordLink('https://faza.ng', 'a-b_c+/=');
    expect(link).toBe('https://faza.ng/reset-password#token=a-b_c%2B%2F%3D');
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(resetTokenFromLocation(url.hash, url.search)).toBe('a-b_c+/=');
  });

  it('reads old links with ?token=, prefers the fragment, and is empty without either', () => {
    expect(resetTokenFromLocation('', '?token=old')).toBe('old');
    expect(resetTokenFromLocation('#token=new', '?token=old')).toBe('new');
    expect(resetTokenFromLocation('', '')).toBe('');
    expect(resetTokenFromLocation('#other=1', '?x=2')).toBe('');
  });
});
