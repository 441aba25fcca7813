import { ADMIN_MESSAGES } from '../admin/schemas';
import { IDEMPOTENCY_MESSAGES } from '../api/idempotency';
import { AUTH_MESSAGES } from '../auth/messages';
import { CATALOGUE_ADMIN_MESSAGES } from '../catalogue/admin-schemas';
import { CIRCLE_MESSAGES } from '../circles/messages';
import { DELIVERY_MESSAGES } from '../deliveries/messages';
import { DISCOUNT_TEXTS } from '../discounts/messages';
import { GIFT_MESSAGES } from '../gifts/messages';
import { GROUP_BUY_MESSAGES } from '../group-buys/messages';
import { KYC_MESSAGES } from '../kyc/messages';
import { ERROR_TEXTS } from '../messages';
import { NOTIFICATION_MESSAGES } from '../notifications/messages';
import { ORDER_MESSAGES } from '../orders/messages';
import { PANTRY_MESSAGES } from '../pantry/messages';
import { PLAN_MESSAGES } from '../plan/messages';
import { STOCK_MESSAGES } from '../stock/schemas';
import { SUPPORT_MESSAGES } from '../support/messages';
import { BANK_TRANSFER_MESSAGES } from '../wallet/bank-transfer-schemas';
import { WALLET_MESSAGES } from '../wallet/messages';
import { WITHDRAWAL_MESSAGES } from '../withdrawals/messages';

/** A status the API answers a refusal with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export type ErrorEntry = { readonly status: ErrorStatus; readonly message: string };

/**
 * Every error code the API answers, each with its one HTTP status and its default user-facing
 * message (the messages of docs/product-spec.md §5 and §8 come from the areas' message objects,
 * never copied). A refusal may override the message (one with an amount or a name in it) and add
 * fields; never the status: a code means one thing (docs/decisions/0052).
 */
export const ERROR_CATALOGUE = {
  ADDRESS_ALREADY_VERIFIED: { status: 409, message: KYC_MESSAGES.addressAlready },
  ADDRESS_NEEDS_TIER_2: { status: 409, message: KYC_MESSAGES.addressNeedsTier2 },
  ADDRESS_REVIEW_DECIDED: { status: 409, message: KYC_MESSAGES.reviewDecided },
  ADDRESS_REVIEW_NOT_FOUND: { status: 404, message: KYC_MESSAGES.reviewNotFound },
  ADDRESS_REVIEW_OWN: { status: 403, message: KYC_MESSAGES.reviewOwn },
  ADDRESS_REVIEW_PENDING: { status: 409, message: KYC_MESSAGES.addressPending },
  DOCUMENT_EMPTY: { status: 400, message: KYC_MESSAGES.documentEmpty },
  DOCUMENT_TOO_LARGE: { status: 413, message: KYC_MESSAGES.documentTooLarge('the allowed size') },
  DOCUMENT_TYPE: { status: 415, message: KYC_MESSAGES.documentType },
  IDENTITY_ALREADY_VERIFIED: { status: 409, message: KYC_MESSAGES.identityAlreadyTier },
  IDENTITY_IN_USE: { status: 409, message: KYC_MESSAGES.identityInUse },
  IDENTITY_NAME_NEEDED: { status: 409, message: KYC_MESSAGES.nameNeeded },
  IDENTITY_PENDING: { status: 409, message: KYC_MESSAGES.identityPending },
  LIMIT_EXCEEDED: { status: 422, message: KYC_MESSAGES.limitExceeded },
  RECIPIENT_LIMIT_EXCEEDED: { status: 422, message: KYC_MESSAGES.recipientLimitExceeded },
  ALREADY_INVITED: { status: 409, message: CIRCLE_MESSAGES.alreadyInvited },
  ALREADY_LEFT: { status: 409, message: CIRCLE_MESSAGES.alreadyLeft },
  ALREADY_MEMBER: { status: 409, message: CIRCLE_MESSAGES.alreadyMember },
  ALREADY_UNDONE: { status: 409, message: PLAN_MESSAGES.undoDone },
  ASK_AMOUNT: { status: 422, message: 'Tell us how much of each item you used.' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: SUPPORT_MESSAGES.attachmentNotFound },
  BAD_JSON: { status: 400, message: 'The body is not valid JSON.' },
  BAD_REQUEST: { status: 400, message: 'Invalid request' },
  BANK_ACCOUNT_NOT_FOUND: { status: 422, message: WITHDRAWAL_MESSAGES.accountNotFound },
  BANK_NOT_FOUND: { status: 422, message: WITHDRAWAL_MESSAGES.bankNotFound },
  BANK_TOPUP_PENDING: { status: 409, message: WALLET_MESSAGES.bankTopUpPending },
  BENEFICIARY_NOT_FOUND: { status: 422, message: CIRCLE_MESSAGES.beneficiaryNotFound },
  BUNDLE_NOT_FOUND: { status: 400, message: ORDER_MESSAGES.unknownBundle },
  CART_EMPTY: { status: 400, message: ORDER_MESSAGES.cartEmpty },
  CIRCLE_FULL: { status: 409, message: CIRCLE_MESSAGES.circleFull },
  CIRCLE_FULLY_PAID: { status: 409, message: CIRCLE_MESSAGES.fullyPaid },
  CIRCLE_LIMIT_REACHED: { status: 409, message: CIRCLE_MESSAGES.limitReached },
  CIRCLE_NOT_CANCELLABLE: { status: 409, message: CIRCLE_MESSAGES.cannotCancel },
  CIRCLE_NOT_FOUND: { status: 404, message: CIRCLE_MESSAGES.notFound },
  CIRCLE_NOT_PAYING: { status: 409, message: CIRCLE_MESSAGES.notPaying },
  CIRCLE_STARTED: { status: 409, message: CIRCLE_MESSAGES.alreadyStarted },
  CODE_EXPIRED: { status: 400, message: AUTH_MESSAGES.codeExpired },
  CONSENT_REQUIRED: { status: 403, message: SUPPORT_MESSAGES.consentRequired },
  CONSULTANT_NOT_FOUND: { status: 404, message: SUPPORT_MESSAGES.notConsultant },
  CONVERSATION_CLOSED: { status: 409, message: SUPPORT_MESSAGES.closed },
  CONVERSATION_NOT_FOUND: { status: 404, message: SUPPORT_MESSAGES.notFound },
  COOKING_NOT_FOUND: { status: 404, message: PLAN_MESSAGES.unknownRecipe },
  CREATOR_CANNOT_LEAVE: { status: 409, message: CIRCLE_MESSAGES.creatorCannotLeave },
  CREATOR_ONLY: { status: 403, message: CIRCLE_MESSAGES.creatorOnly },
  CROSS_SITE_REQUEST: { status: 403, message: AUTH_MESSAGES.crossSite },
  /** Framework (Fastify). */
  CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  /** Framework (Fastify). */
  CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  /** Framework (Fastify). */
  CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  /** Framework (Fastify). */
  CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Media Type' },
  DATABASE_DOWN: { status: 503, message: 'The service is temporarily unavailable.' },
  DELIVERY_FINISHED: { status: 409, message: DELIVERY_MESSAGES.alreadyFinished },
  DELIVERY_NOT_CANCELLABLE: { status: 409, message: DELIVERY_MESSAGES.notCancellable },
  DELIVERY_NOT_DISPATCHED: { status: 409, message: DELIVERY_MESSAGES.notDispatched },
  DELIVERY_NOT_FOUND: { status: 404, message: DELIVERY_MESSAGES.notFound },
  DELIVERY_NOT_REQUESTED: { status: 409, message: DELIVERY_MESSAGES.notRequested },
  DELIVERY_NOT_PICKED_UP: { status: 409, message: DELIVERY_MESSAGES.notPickedUp },
  DELIVERY_FEE_CHANGED: { status: 409, message: DELIVERY_MESSAGES.feeChanged },
  DELIVERY_ZONE_NOT_SERVED: { status: 422, message: DELIVERY_MESSAGES.zoneNotServed },
  DISCOUNT_ALREADY_ENDED: { status: 409, message: DISCOUNT_TEXTS.alreadyEnded },
  DISCOUNT_NOT_FOUND: { status: 404, message: DISCOUNT_TEXTS.notFound },
  DUPLICATE_LINE: { status: 400, message: ORDER_MESSAGES.duplicateLine },
  EMAIL_TAKEN: { status: 409, message: AUTH_MESSAGES.emailTaken },
  FOOD_EXPIRED: { status: 422, message: PANTRY_MESSAGES.expired },
  FORBIDDEN: { status: 403, message: AUTH_MESSAGES.forbidden },
  GIFT_CANCELLED: { status: 409, message: GIFT_MESSAGES.cancelled },
  GIFT_CLAIMED: { status: 409, message: GIFT_MESSAGES.claimed },
  GIFT_EXPIRED: { status: 409, message: GIFT_MESSAGES.expired },
  GIFT_LIMIT_DAILY: { status: 422, message: 'You have sent too many gifts today.' },
  GIFT_LIMIT_HELD: { status: 422, message: 'Your gifts waiting to be claimed hold too much.' },
  GIFT_LIMIT_PENDING: { status: 422, message: 'You have too many gifts waiting to be claimed.' },
  GIFT_LIMIT_RECIPIENT: {
    status: 422,
    message: 'This number has too many gifts waiting to be claimed.',
  },
  GIFT_NOT_FOUND: { status: 404, message: GIFT_MESSAGES.notFound },
  GIFT_RETURNED: { status: 409, message: GIFT_MESSAGES.returned },
  GIFT_WRONG_PHONE: { status: 403, message: GIFT_MESSAGES.wrongPhone },
  GOAL_BUNDLE_NOT_FOUND: { status: 422, message: CIRCLE_MESSAGES.bundleNotFound },
  GOAL_ITEM_NOT_FOUND: { status: 422, message: 'This item is not in the catalogue.' },
  GROUP_BUY_CLOSED: { status: 409, message: GROUP_BUY_MESSAGES.closed },
  GROUP_BUY_CLOSES_TOO_LATE: { status: 422, message: GROUP_BUY_MESSAGES.closesTooLate },
  GROUP_BUY_CLOSES_TOO_SOON: { status: 422, message: GROUP_BUY_MESSAGES.closesTooSoon },
  GROUP_BUY_NOT_BULK: { status: 422, message: GROUP_BUY_MESSAGES.notBulk },
  GROUP_BUY_NOT_FOUND: { status: 404, message: GROUP_BUY_MESSAGES.notFound },
  GROUP_BUY_NOT_MEMBER: { status: 409, message: GROUP_BUY_MESSAGES.notMember },
  /** Message overridden with the shares left. */
  GROUP_BUY_SHARES_LEFT: { status: 409, message: GROUP_BUY_MESSAGES.notEnoughShares(0) },
  HANDOVER_CODE_WRONG: { status: 422, message: DELIVERY_MESSAGES.handoverCodeWrong },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: IDEMPOTENCY_MESSAGES.inProgress },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: IDEMPOTENCY_MESSAGES.keyInvalid },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: IDEMPOTENCY_MESSAGES.keyRequired },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: IDEMPOTENCY_MESSAGES.keyReused },
  INSTALMENTS_RANGE: { status: 422, message: CIRCLE_MESSAGES.instalmentsRange },
  INSUFFICIENT_BALANCE: { status: 422, message: WALLET_MESSAGES.insufficientBalance },
  /** Anything not refused on purpose: logged, never shown. */
  INTERNAL: { status: 500, message: ERROR_TEXTS.unexpected },
  INBOUND_TRANSFER_DECIDED: { status: 409, message: BANK_TRANSFER_MESSAGES.alreadyDecided },
  INBOUND_TRANSFER_NOT_FOUND: { status: 404, message: BANK_TRANSFER_MESSAGES.notFound },
  INBOUND_TRANSFER_NOT_NAIRA: { status: 422, message: BANK_TRANSFER_MESSAGES.notNaira },
  INVALID_CODE: { status: 400, message: AUTH_MESSAGES.invalidCode },
  INVALID_CREDENTIALS: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  INVALID_FAZA: { status: 422, message: WALLET_MESSAGES.invalidFaza },
  INVALID_SIGNATURE: { status: 401, message: 'The webhook signature is not valid.' },
  INVITES_FULL: {
    status: 409,
    message: 'This circle has as many invitations waiting as it can take.',
  },
  INVITEE_NOT_FOUND: { status: 422, message: CIRCLE_MESSAGES.inviteeNotFound },
  ITEM_NOT_FOUND: { status: 400, message: 'This item is not in the catalogue.' },
  ITEM_UNAVAILABLE: { status: 400, message: 'This item is not available right now.' },
  MEMBER_NOT_FOUND: { status: 404, message: SUPPORT_MESSAGES.notPremiumPlus },
  NOTIFICATION_NOT_FOUND: { status: 404, message: NOTIFICATION_MESSAGES.notFound },
  NOT_A_MEMBER: { status: 403, message: CIRCLE_MESSAGES.notMember },
  NOT_A_CONSULTANT: { status: 403, message: SUPPORT_MESSAGES.notActiveConsultant },
  NOT_ENOUGH_FOOD: {
    status: 422,
    message: 'There is not enough food in your pantry for this dish.',
  },
  NOT_A_RIDER: { status: 422, message: DELIVERY_MESSAGES.notRider },
  NOT_FOUND: { status: 404, message: 'Not found' },
  NOT_INVITED: { status: 403, message: CIRCLE_MESSAGES.notInvited },
  NOT_IN_PANTRY: { status: 404, message: PANTRY_MESSAGES.notInPantry },
  NOT_READY: { status: 503, message: 'Not ready.' },
  NOT_YOUR_MEMBER: { status: 404, message: SUPPORT_MESSAGES.notYourMember },
  NO_CONSULTANT: { status: 409, message: SUPPORT_MESSAGES.noConsultant },
  NO_PLAN_IN_BUDGET: { status: 422, message: 'No week of meals fits this budget.' },
  NO_RECIPES_FOR_TAGS: { status: 422, message: PLAN_MESSAGES.noRecipesForTags },
  NO_SUCH_BUNDLE: { status: 404, message: CATALOGUE_ADMIN_MESSAGES.bundleNotFound },
  ORDER_ALREADY_PAID: { status: 409, message: ORDER_MESSAGES.alreadyPaid },
  ORDER_CANCELLED: { status: 409, message: ORDER_MESSAGES.cancelledCannotBeConfirmed },
  ORDER_NOT_AWAITING_PAYMENT: { status: 409, message: ORDER_MESSAGES.notAwaitingPayment },
  ORDER_NOT_CANCELLABLE: { status: 409, message: ORDER_MESSAGES.notCancellable },
  ORDER_NOT_FOUND: { status: 404, message: ORDER_MESSAGES.notFound },
  ORDER_NOT_REJECTABLE: { status: 409, message: ORDER_MESSAGES.notRejectable },
  /** Message overridden with the items and what is left; fields name each line. */
  OUT_OF_STOCK: { status: 409, message: STOCK_MESSAGES.outOfStock },
  OWNER_NOT_FOUND: { status: 404, message: 'This customer was not found.' },
  OWN_CONVERSATION: { status: 403, message: SUPPORT_MESSAGES.cannotReplyOwn },
  OWN_DECISION: { status: 403, message: ADMIN_MESSAGES.ownDecision },
  OWN_ROLE: { status: 409, message: ADMIN_MESSAGES.ownRole },
  PAYMENT_UNDER_REVIEW: { status: 422, message: WALLET_MESSAGES.paymentUnderReview },
  PHONE_ALREADY_VERIFIED: { status: 409, message: AUTH_MESSAGES.phoneAlreadyVerified },
  PHONE_NOT_VERIFIED: { status: 403, message: AUTH_MESSAGES.phoneNotVerified },
  PHONE_TAKEN: { status: 409, message: AUTH_MESSAGES.phoneTaken },
  PLAN_DAYS: { status: 403, message: 'Your plan covers fewer days.' },
  PREFERENCE_FIXED: { status: 422, message: NOTIFICATION_MESSAGES.preferenceFixed },
  PREMIUM_PLUS_REQUIRED: { status: 403, message: SUPPORT_MESSAGES.notPremiumPlus },
  PREMIUM_REQUIRED: { status: 403, message: CIRCLE_MESSAGES.premiumRequired },
  PRODUCT_NOT_FOUND: { status: 404, message: CATALOGUE_ADMIN_MESSAGES.productNotFound },
  PROVIDER_UNAVAILABLE: { status: 502, message: WALLET_MESSAGES.providerUnavailable },
  PUSH_SERVICE_NOT_ALLOWED: { status: 400, message: NOTIFICATION_MESSAGES.subscriptionInvalid },
  PUSH_SUBSCRIPTION_TAKEN: { status: 409, message: NOTIFICATION_MESSAGES.subscriptionTaken },
  QUANTITY_OUT_OF_RANGE: { status: 422, message: 'That quantity is not in your pantry.' },
  /** Message overridden with the wait. */
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait and try again.' },
  RECIPE_NOT_FOUND: { status: 404, message: PLAN_MESSAGES.unknownRecipe },
  RECIPIENT_IS_MEMBER: { status: 422, message: GIFT_MESSAGES.recipientIsMember },
  RESET_LINK_INVALID: { status: 400, message: AUTH_MESSAGES.resetLinkInvalid },
  SAVED_BANK_ACCOUNT_NOT_FOUND: { status: 404, message: WITHDRAWAL_MESSAGES.savedNotFound },
  SESSION_NOT_FOUND: { status: 404, message: AUTH_MESSAGES.sessionNotFound },
  SELF_GIFT: { status: 422, message: GIFT_MESSAGES.selfGift },
  SELF_SEND: { status: 422, message: WALLET_MESSAGES.selfSend },
  /** Message overridden with the minutes. */
  SIGNIN_LOCKED: { status: 429, message: 'Too many failed sign-ins. Please wait and try again.' },
  SIGN_IN_REQUIRED: { status: 401, message: ORDER_MESSAGES.signInRequired },
  SLOT_EXISTS: { status: 409, message: DELIVERY_MESSAGES.slotExists },
  SLOT_FULL: { status: 409, message: DELIVERY_MESSAGES.slotFull },
  SLOT_NOT_FOUND: { status: 404, message: DELIVERY_MESSAGES.slotNotFound },
  SMS_NOT_SENT: { status: 502, message: AUTH_MESSAGES.smsNotSent },
  STAFF_NOT_FOUND: { status: 404, message: SUPPORT_MESSAGES.staffNotFound },
  START_DATE_INVALID: { status: 400, message: CIRCLE_MESSAGES.startDateInvalid },
  START_DATE_PAST: { status: 422, message: CIRCLE_MESSAGES.startDatePast },
  START_DATE_TOO_FAR: { status: 422, message: CIRCLE_MESSAGES.startDateTooFar },
  STOCK_COUNT_BELOW_COMMITTED: { status: 409, message: STOCK_MESSAGES.countBelowCommitted },
  STOCK_NOT_FREE: { status: 409, message: STOCK_MESSAGES.notEnoughFree },
  SUBSCRIPTION_DOWNGRADE: { status: 409, message: WALLET_MESSAGES.subscriptionDowngrade },
  TIER_NOT_FOUND: { status: 400, message: 'This quantity is not sold for this item.' },
  TOO_MANY_STREAMS: { status: 429, message: NOTIFICATION_MESSAGES.tooManyStreams },
  TOO_MUCH: { status: 422, message: PLAN_MESSAGES.manualTooMuch },
  TOPUP_NOT_FOUND: { status: 404, message: WALLET_MESSAGES.topUpNotFound },
  TOPUP_NOT_PENDING: { status: 409, message: WALLET_MESSAGES.topUpNotPending },
  UNAUTHORIZED: { status: 401, message: AUTH_MESSAGES.signInRequired },
  UNDO_MOVED: { status: 409, message: PLAN_MESSAGES.undoMoved },
  UNDO_TOO_LATE: { status: 409, message: PLAN_MESSAGES.undoExpired },
  UNKNOWN_BUNDLE_ITEM: { status: 422, message: 'A bundle item is not in the catalogue.' },
  UNKNOWN_PRODUCT: { status: 422, message: PANTRY_MESSAGES.unknownProduct },
  UNKNOWN_QUANTITY_TYPE: { status: 422, message: 'No such quantity type for this product.' },
  UNKNOWN_RECIPE: { status: 422, message: PLAN_MESSAGES.unknownRecipe },
  UNKNOWN_TIER: { status: 422, message: 'No such quantity type for this product.' },
  /** Framework: the schema refused the body, query or params; fields say which. */
  VALIDATION_FAILED: { status: 400, message: 'Invalid request' },
  WITHDRAWAL_BELOW_MINIMUM: { status: 422, message: WITHDRAWAL_MESSAGES.belowMinimum(10_000) },
  WITHDRAWAL_DECIDED: { status: 409, message: WITHDRAWAL_MESSAGES.alreadyDecided },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: WITHDRAWAL_MESSAGES.notFound },
  WITHDRAWAL_PASSWORD_WRONG: { status: 400, message: WITHDRAWAL_MESSAGES.passwordWrong },
  WRONG_PASSWORD: { status: 400, message: AUTH_MESSAGES.currentPasswordWrong },
  WALLET_NOT_FOUND: { status: 404, message: WALLET_MESSAGES.walletNotFound },
  WALLET_SHORT: { status: 422, message: 'Your wallet balance is too low for this instalment.' },
} as const satisfies Record<string, ErrorEntry>;

/** A code of the catalogue: a misspelled one fails the type check, on the server and the web. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode =>
  Object.hasOwn(ERROR_CATALOGUE, code);
