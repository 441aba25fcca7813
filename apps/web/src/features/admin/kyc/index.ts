// The staff console's address reviews (docs/decisions/0063): proofs of address for Tier 3, decided
// by another staff member. The page uses only what is exported here.
export { AddressReviewsSection } from './address-reviews-section';
