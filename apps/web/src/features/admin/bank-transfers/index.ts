// The staff console's bank-transfers section (docs/decisions/0055): transfers into customers'
// account numbers held for review. The page uses only what is exported here.
export { BankTransfersSection } from './bank-transfers-section';
