/** The circles queries' keys, so a mutation refreshes exactly what it changed. */
export const circlesQueryKey = ['circles'] as const;
export const circleQueryKey = (id: string) => ['circles', id] as const;
export const circleInviteQueryKey = (code: string) => ['circle-invite', code] as const;
