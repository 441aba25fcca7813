// Every user-facing text of docs/product-spec.md §5 and §8, verbatim, once. Screens, the API and tests import these
// instead of retyping them, so a wording change is made here and nowhere else.
// Texts marked "ours" are not in the spec (it names a toast but not its body, or docs/architecture.md adds a
// rule); they are written to match the spec's tone.

/** The example number shown in phone messages (docs/architecture.md §3). */
export const EXAMPLE_PHONE = '08031234567';

/** Inline validation messages (docs/product-spec.md §5), grouped by field. */
export const MESSAGES = {
  phone: {
    invalid: (example: string = EXAMPLE_PHONE) =>
      `Please enter a valid Nigerian phone number (e.g., ${example})`,
    /** The spec's looser second rule; docs/architecture.md applies the Nigerian rule everywhere instead. */
    invalidGeneric: 'Please enter a valid phone number',
  },
  password: {
    tooShort: 'Password must be at least 10 characters',
    lowercase: 'Password must contain at least one lowercase letter',
    uppercase: 'Password must contain at least one uppercase letter',
    number: 'Password must contain at least one number',
    special: 'Password must contain at least one special character',
    /** A one-line summary of the sign-up classes, for hints under the field. */
    requirements: 'Password must contain uppercase, lowercase, digit, and special character',
    /** Ours: docs/architecture.md §3 refuses the most common passwords. */
    tooCommon: 'This password is too common. Please choose another.',
    mismatch: "Passwords don't match",
  },
  strength: { weak: 'Weak', fair: 'Fair', good: 'Good', strong: 'Strong' },
  email: {
    signUpInvalid: 'Please enter a valid email address',
    forgotPasswordInvalid: 'Please enter a valid email',
  },
  // Ours: the spec gives the username rule but not its texts.
  username: {
    tooShort: 'Username must be at least 3 characters',
    tooLong: 'Username must be at most 20 characters',
    invalidCharacters: 'Username can only contain letters, numbers, and underscores',
  },
  faza: {
    required: 'Please enter a FAZA number',
    length: 'FAZA number must be 12 digits',
    invalid: 'Invalid FAZA number. Please check and try again.',
    /** Ours: docs/architecture.md §3 refuses sending to your own FAZA number. */
    self: 'You cannot send to your own FAZA number.',
  },
  otp: { invalid: 'Please enter a valid 6-digit verification code' },
  quantity: {
    sendRange: (available: number) => `Quantity must be between 1 and ${available}.`,
    limit: (n: number, name: string) => `Maximum ${n} items allowed for ${name}`,
  },
  topUp: {
    invalid: 'Please enter a valid amount to top up',
    min: 'Minimum top-up amount is ₦100',
    max: 'Maximum top-up amount is ₦1,000,000',
    // Ours: the spec only limits these fields' lengths.
    cardNumberTooLong: 'Card number must be at most 19 characters',
    cardExpiryTooLong: 'Expiry must be at most 5 characters (MM/YY)',
    cardCvvTooLong: 'CVV must be at most 3 digits',
  },
  // Ours: docs/architecture.md §3 wallet send and pay-from-wallet need a balance sufficiency message.
  wallet: { insufficientBalance: 'Insufficient wallet balance' },
} as const;

/** Generic client error texts of docs/product-spec.md §8, used when turning a failed response into a message. */
export const ERROR_TEXTS = {
  apiFailed: 'API request failed',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
  invalidPhone: 'Invalid phone number',
  loginFailed: 'Login failed',
  unexpectedResponse: 'Unexpected API response format',
  signupFailed: 'Signup failed',
  logoutFailed: 'Logout failed',
  fazaValidationFailed: 'FAZA validation failed',
  authCheckFailed: 'Authentication check failed',
  loadPantryFailed: 'Failed to load pantry data. Please try again.',
  sendFoodFailed: 'Failed to send food. Please try again.',
  loadShopFailed: 'Failed to load shop items',
} as const;

/** Toasts of docs/product-spec.md §8 as `{ title, description }`; descriptions with placeholders are functions. */
export const TOASTS = {
  signIn: {
    // docs/architecture.md: wrong credentials answer with this toast, never saying which part was wrong.
    failed: { title: 'Login Failed', description: 'Please check your credentials and try again.' },
    error: {
      title: 'Login Error',
      description: 'An error occurred during login. Please try again.',
    },
    success: { title: 'Success', description: 'Logged in successfully! Welcome back...' },
  },
  signUp: {
    success: {
      title: 'Account created successfully!',
      description: 'You can now sign in with your phone number and password.',
    },
  },
  forgotPassword: {
    sent: {
      title: 'Reset link sent',
      description: "If an account exists with that email, you'll receive a password reset link",
    },
    failed: { title: 'Something went wrong', description: 'Please try again later' },
  },
  verify: {
    invalidCode: { title: 'Invalid Code', description: MESSAGES.otp.invalid },
    success: { title: 'Success', description: 'Your account has been verified successfully' },
    failed: { title: 'Error', description: 'Failed to verify email' },
    // Description is ours.
    resent: { title: 'Code Resent', description: 'A new verification code has been sent.' },
  },
  shop: {
    addFailed: { title: 'Error', description: 'Unable to add item to cart. Please try again.' },
  },
  pantry: {
    loadFailed: { title: 'Error', description: ERROR_TEXTS.loadPantryFailed },
    sendFailed: { title: 'Error', description: ERROR_TEXTS.sendFoodFailed },
    // Description is ours: what was sent and to whom (a formatted FAZA number).
    sent: {
      title: 'Food Sent Successfully!',
      description: (what: string, faza: string) => `Sent ${what} to ${faza}.`,
    },
  },
  copy: {
    success: { title: 'FAZA Number Copied!' },
    failed: { title: 'Copy Failed', description: 'Unable to copy FAZA number. Please try again.' },
  },
  // Descriptions are ours except the quantity limit's.
  cart: {
    quantityLimit: { title: 'Quantity Limit Reached', description: MESSAGES.quantity.limit },
    updated: {
      title: 'Cart Updated',
      description: (name: string) => `${name} quantity updated in your cart`,
    },
    added: { title: 'Added to Cart', description: (name: string) => `${name} added to your cart` },
    removed: {
      title: 'Item Removed',
      description: (name: string) => `${name} removed from your cart`,
    },
    cleared: { title: 'Cart Cleared', description: 'All items have been removed from your cart' },
    bundleAdded: {
      title: 'Bundle Added to Cart',
      description: (name: string) => `${name} added to your cart`,
    },
  },
  checkout: {
    signInRequired: {
      title: 'Please Sign In',
      description: 'You need to be signed in to make a purchase',
    },
    cartEmpty: { title: 'Cart is Empty', description: 'Add items to your cart before checkout' },
    failed: {
      title: 'Checkout Failed',
      description: 'Unable to generate invoice. Please try again.',
    },
    noPendingPayment: {
      title: 'No Pending Payment',
      description: 'No pending payment found. Please try checkout again.',
    },
    completeFailed: {
      title: 'Error Completing Purchase',
      description: 'Unable to complete purchase. Please contact support.',
    },
    pantryAddFailed: {
      title: 'Error Adding to Pantry',
      description: "Items were purchased but couldn't be added to pantry. Please contact support.",
    },
    invoiceGenerated: {
      title: 'Invoice Generated',
      description: 'Please make payment and send proof via WhatsApp',
    },
    purchaseSuccess: {
      title: 'Purchase Successful!',
      description: 'Your items have been added to your pantry',
    },
    orderConfirmed: {
      title: 'Order Confirmed!',
      description: 'Your items have been added to your pantry. Thank you for your purchase!',
    },
  },
  topUp: {
    invalidAmount: { title: 'Invalid Amount', description: MESSAGES.topUp.invalid },
    // Description is ours; the spec says the toast carries the amount (pass it formatted).
    success: {
      title: 'Top Up Successful!',
      description: (amount: string) => `${amount} has been added to your wallet`,
    },
  },
} as const;

/** Other fixed screen texts of docs/product-spec.md §2 and §4 that tell the user something. */
export const SCREEN_TEXTS = {
  guard: "You don't have access to this page yet. Please sign in to continue.",
  updateAvailable: 'New version available! Reload to update?',
  notFound: 'Oops! Page not found',
  copied: 'Copied!',
  shop: { errorTitle: 'Error Loading Shop', error: ERROR_TEXTS.loadShopFailed },
  pantry: {
    empty: 'Your pantry is empty',
    noMatch: 'No items found',
    loading: 'Loading your pantry...',
    errorTitle: 'Error Loading Pantry',
    searchPlaceholder: 'Search your pantry items...',
    sendDialogTitle: 'Send Food from Your Pantry',
  },
  wallet: {
    noTransactions: 'No transactions yet',
    noIncoming: 'No incoming transactions',
    noOutgoing: 'No outgoing transactions',
  },
  cart: {
    subtitle: 'Review your items and proceed to checkout',
    empty: 'Your cart is empty',
    emptyHint: 'Add some delicious Nigerian foods to get started!',
    paymentNote: 'Bank transfer payment • Send proof via WhatsApp',
    confirmPayment: 'Confirm Payment Received',
  },
  invoice: { missing: 'N/A' },
} as const;
