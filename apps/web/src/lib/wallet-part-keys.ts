/**
 * The query keys of the parts of /wallet that belong to other features (withdrawals, limits,
 * gifts), here rather than in those features: /wallet's page data (features/wallet/
 * wallet-page-data.ts) names them, and through the saved copies (app/saved-copies.ts) every page's
 * query provider names what that data imports. Imported from the features, they made each page
 * list the features' component chunks too.
 */
export const withdrawalsQueryKey = ['wallet', 'withdrawals'] as const;
export const accountLimitsQueryKey = ['account', 'limits'] as const;
export const giftsQueryKey = ['gifts'] as const;
