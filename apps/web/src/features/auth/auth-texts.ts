// Texts of the account screens that neither the spec nor @faza/shared give (the spec's own texts
// are imported from there). Written in the spec's tone.
export const AUTH_TEXTS = {
  signOut: {
    success: { title: 'Signed out', description: 'See you soon!' },
  },
  resetPassword: {
    success: {
      title: 'Password reset',
      description: 'You can now sign in with your new password.',
    },
  },
  tooManyRequests: { title: 'Please wait' },
} as const;
