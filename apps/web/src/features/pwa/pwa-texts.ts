/** Texts of the install card (docs/product-spec.md §2: title, offline text, three bullets, two buttons). */
export const INSTALL_TEXTS = {
  title: 'Install the Faza app',
  text: 'Open your pantry, the shop and your wallet even without a network.',
  bullets: ['Works offline', 'Faster loading', 'Native app feel'],
  install: 'Install App',
  later: 'Later',
  close: 'Close',
  stepsTitle: 'Add Faza to your home screen',
  /** Safari's Share symbol is drawn between the two halves of the first step. */
  iosShareStep: ['Tap the Share button', 'in Safari’s toolbar.'],
  iosSteps: ['Tap Add to Home Screen, then Add.'],
  otherSteps: ['Open your browser’s menu (⋮ or ⋯).', 'Tap Install app or Add to Home screen.'],
} as const;

/** docs/product-spec.md §4, verbatim. */
export const UPDATE_TEXTS = {
  question: 'New version available! Reload to update?',
  reload: 'Reload',
  notNow: 'Not now',
} as const;
