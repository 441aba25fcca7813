// Every spec text in messages.ts, checked verbatim.
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, MESSAGES, SCREEN_TEXTS, TOASTS } from './messages';

const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};

const ALL = new Set(stringsIn({ ERROR_TEXTS, MESSAGES, SCREEN_TEXTS, TOASTS }));

// Quoted verbatim from docs/product-spec.md §2, §4, §5 and §8 (and docs/architecture.md): a typo in messages.ts fails here.
const SPEC_TEXTS = [
  'Oops! Page not found',
  'Copied!',
  'Search your pantry items...',
  'Your pantry is empty',
  'No items found',
  'Loading your pantry...',
  'Error Loading Pantry',
  'Error Loading Shop',
  'No transactions yet',
  'No incoming transactions',
  'No outgoing transactions',
  "You don't have access to this page yet. Please sign in to continue.",
  'Review your items and proceed to checkout',
  'Your cart is empty',
  'Add some delicious Nigerian foods to get started!',
  'Bank transfer payment • Send proof via WhatsApp',
  'Confirm Payment Received',
  'New version available! Reload to update?',
  'Please enter a valid phone number',
  'Password must be at least 10 characters',
  'Password must contain at least one lowercase letter',
  'Password must contain at least one uppercase letter',
  'Password must contain at least one number',
  'Password must contain at least one special character',
  'Password must contain uppercase, lowercase, digit, and special character',
  "Passwords don't match",
  'Please enter a valid email address',
  'Please enter a valid email',
  'Please enter a FAZA number',
  'FAZA number must be 12 digits',
  'Invalid FAZA number. Please check and try again.',
  'Please enter a valid 6-digit verification code',
  'Invalid Amount',
  'Please enter a valid amount to top up',
  'Minimum top-up amount is ₦100',
  'Maximum top-up amount is ₦1,000,000',
  'API request failed',
  'Network error. Please check your connection.',
  'An unexpected error occurred.',
  'Invalid phone number',
  'Login failed',
  'Unexpected API response format',
  'Login Failed',
  'Please check your credentials and try again.',
  'Login Error',
  'An error occurred during login. Please try again.',
  'Success',
  'Logged in successfully! Welcome back...',
  'Signup failed',
  'Account created successfully!',
  'You can now sign in with your phone number and password.',
  'Logout failed',
  'FAZA validation failed',
  'Authentication check failed',
  'Reset link sent',
  "If an account exists with that email, you'll receive a password reset link",
  'Something went wrong',
  'Please try again later',
  'Invalid Code',
  'Your account has been verified successfully',
  'Error',
  'Failed to verify email',
  'Code Resent',
  'Failed to load shop items',
  'Unable to add item to cart. Please try again.',
  'Failed to load pantry data. Please try again.',
  'Failed to send food. Please try again.',
  'Food Sent Successfully!',
  'FAZA Number Copied!',
  'Copy Failed',
  'Unable to copy FAZA number. Please try again.',
  'Quantity Limit Reached',
  'Cart Updated',
  'Added to Cart',
  'Item Removed',
  'Cart Cleared',
  'Bundle Added to Cart',
  'Please Sign In',
  'You need to be signed in to make a purchase',
  'Cart is Empty',
  'Add items to your cart before checkout',
  'Checkout Failed',
  'Unable to generate invoice. Please try again.',
  'No Pending Payment',
  'No pending payment found. Please try checkout again.',
  'Error Completing Purchase',
  'Unable to complete purchase. Please contact support.',
  'Error Adding to Pantry',
  "Items were purchased but couldn't be added to pantry. Please contact support.",
  'Invoice Generated',
  'Please make payment and send proof via WhatsApp',
  'Purchase Successful!',
  'Your items have been added to your pantry',
  'Order Confirmed!',
  'Your items have been added to your pantry. Thank you for your purchase!',
  'Top Up Successful!',
];

describe('messages', () => {
  it.each(SPEC_TEXTS)('holds %j verbatim', (text) => expect(ALL.has(text)).toBe(true));

  it('words the placeholder messages', () => {
    expect(MESSAGES.phone.invalid()).toBe(
      'Please enter a valid Nigerian phone number (e.g., 08031234567)',
    );
    expect(MESSAGES.quantity.sendRange(7)).toBe('Quantity must be between 1 and 7.');
    expect(MESSAGES.quantity.limit(99, 'Garri')).toBe('Maximum 99 items allowed for Garri');
    expect(TOASTS.pantry.sent.description('3 tins', '1234-5678-9012')).toBe(
      'Sent 3 tins to 1234-5678-9012.',
    );
    expect(TOASTS.cart.added.description('Garri')).toBe('Garri added to your cart');
  });

  it('pairs the sign-in failure toast as docs/architecture.md says', () => {
    expect(TOASTS.signIn.failed).toEqual({
      title: 'Login Failed',
      description: 'Please check your credentials and try again.',
    });
  });

  it('has no stray whitespace in any text', () => {
    for (const text of ALL) expect(text).toBe(text.trim());
  });
});
