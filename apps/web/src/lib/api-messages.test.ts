import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@faza/shared';
import { API_ERROR_TEXTS } from './api-messages';

describe('API_ERROR_TEXTS', () => {
  it('matches the shared spec texts word for word', () => {
    expect(API_ERROR_TEXTS).toEqual({
      apiFailed: ERROR_TEXTS.apiFailed,
      network: ERROR_TEXTS.network,
      unexpected: ERROR_TEXTS.unexpected,
    });
  });
});
