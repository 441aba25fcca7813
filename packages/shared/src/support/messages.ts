import { waitText } from '../api/wait-text';

/** What a customer can ask about (the topic picker on /help). */
export const SUPPORT_TOPICS = [
  'order',
  'delivery',
  'wallet',
  'account',
  'food_advice',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: 'An order',
  delivery: 'A delivery',
  wallet: 'My wallet or a top-up',
  account: 'My account',
  food_advice: 'Food advice',
  other: 'Something else',
};

/** What a conversation can be about, by attachment type (`order`, `top_up`, `delivery`). */
export const ATTACHMENT_TYPE_LABELS = {
  order: 'Order',
  top_up: 'Top-up',
  delivery: 'Delivery',
} as const;

/**
 * Replies staff reach for most, inserted into the reply box to edit before sending. Kept here so
 * the wording is reviewed once, like every other user-facing text.
 */
export const CANNED_REPLIES: readonly { label: string; body: string }[] = [
  {
    label: 'Looking into it',
    body: 'Thank you for reaching out. I am looking into this now and will get back to you shortly.',
  },
  {
    label: 'Payment confirmed',
    body: 'Your payment has been confirmed and the items are now in your pantry. Thank you for your patience.',
  },
  {
    label: 'Delivery on the way',
    body: 'Your delivery is with a rider and on its way. Please keep your phone close so the rider can reach you.',
  },
  {
    label: 'Top-up check',
    body: 'Card top-ups are credited as soon as the bank confirms them. If money left your account and is not in your wallet within 30 minutes, reply here with the time of the payment.',
  },
  {
    label: 'Anything else?',
    body: 'Is there anything else I can help you with? If not, you can close this conversation.',
  },
];

export const SUPPORT_MESSAGES = {
  title: 'Help',
  intro: 'Ask us anything about your food, orders, deliveries or wallet. We reply here.',
  newConversation: 'Start a conversation',
  topicLabel: 'What is it about?',
  topicRequired: 'Please choose what it is about',
  attachLabel: 'Related to (optional)',
  attachNone: 'Nothing in particular',
  messageLabel: 'Your message',
  messageRequired: 'Please write your message',
  messageTooLong: 'Please keep your message under 2,000 characters',
  send: 'Send',
  sending: 'Sending…',
  started: 'Message sent',
  startedHelp: 'We will reply here and let you know.',
  conversations: 'Your conversations',
  empty: 'No conversations yet',
  emptyHelp: 'Start one above and our team will reply here.',
  loadError: 'Could not load your conversations.',
  notFound: 'This conversation was not found.',
  attachmentNotFound: 'That order, top-up or delivery was not found.',
  oneAttachment: 'Attach one order, top-up or delivery at most',
  closed: 'This conversation is closed.',
  alreadyClosed: 'This conversation is already closed.',
  close: 'Close conversation',
  closedToast: 'Conversation closed',
  reply: 'Reply',
  replyLabel: 'Your reply',
  waitingForUs: 'Waiting for our reply',
  replied: (when: string) => `Reply received ${when}`,
  you: 'You',
  faza: 'Faza support',
  sendFailed: 'Your message was not sent. Please try again.',
  tooManyMessages: (retryAfterSeconds: number) =>
    `You have sent a lot of messages. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  tooManyConversations: (retryAfterSeconds: number) =>
    `You have started a lot of conversations. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  // The consultant (Premium Plus).
  consultantTitle: 'Your food consultant',
  consultantIntro:
    'A member of our team who knows food: ask about meals, storage, budgets or what to buy.',
  consultantNone:
    'We are assigning your consultant. Start a conversation below and we will make sure you are looked after.',
  consultantUpsell: 'Premium Plus members get a personal food consultant.',
  talkToConsultant: 'Talk to my consultant',
  consultantMessagePlaceholder: 'Ask your consultant anything about food',
  consentLabel: 'Share my pantry, meal plan and insights with my consultant',
  consentHelp:
    'When on, your consultant sees a summary of what is in your pantry and what expires soon, your meal plan and this month’s insights, and can write your meal plan with a note. When off, they see only your conversations. You can change this any time.',
  consentOn: 'Your consultant can see your pantry summary, meal plan and insights.',
  consentOff: 'Your consultant sees only your conversations.',
  consentSaveFailed: 'Could not save your choice. Please try again.',
  notPremiumPlus: 'A personal food consultant comes with Premium Plus.',
  noConsultant: 'No consultant is available yet. Please try again later.',
  // Staff.
  consentRequired: 'This member has not shared their pantry, meal plan and insights with you.',
  notYourMember: 'This member is not assigned to you.',
  notConsultant: 'Only staff can be food consultants.',
  notActiveConsultant: 'You are not a food consultant any more.',
  staffNotFound: 'That staff member was not found.',
  cannotReplyOwn: 'You cannot answer your own conversation.',
} as const;
