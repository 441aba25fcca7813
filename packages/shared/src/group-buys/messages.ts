import { formatNaira } from '../rules/money';

// Every text the group buys API and screens show (docs/decisions/0064-group-buys.md), once.
export const GROUP_BUY_MESSAGES = {
  notFound: 'This group buy was not found.',
  notBulk: 'Pick a bulk size and a share size that divides it.',
  closesTooSoon: 'Choose a closing time at least an hour from now.',
  closesTooLate: 'Choose a closing time within 7 days.',
  closed: 'This group buy is closed.',
  notEnoughShares: (left: number) =>
    left === 0
      ? 'All the shares are taken.'
      : `Only ${left} ${left === 1 ? 'share' : 'shares'} left.`,
  notMember: 'You have no shares in this group buy.',
  walletShort: (neededKobo: number, balanceKobo: number) =>
    `Your shares cost ${formatNaira(neededKobo)} and your wallet holds ${formatNaira(balanceKobo)}. Top up and try again.`,
  notice: {
    joined: (first: string, shares: number, product: string) => ({
      title: 'Someone joined your group buy',
      body: `${first} took ${shares} ${shares === 1 ? 'share' : 'shares'} of ${product}.`,
    }),
    closing: (product: string, left: number) => ({
      title: '24 hours left',
      body: `The group buy of ${product} closes in a day with ${left} ${left === 1 ? 'share' : 'shares'} left. Share the link to fill it.`,
    }),
    filled: (product: string, shares: number, share: string) => ({
      title: 'Group buy full: in your pantry',
      body: `The ${product} bag is bought. Your ${shares} × ${share} is in your pantry.`,
    }),
    refunded: (product: string, amountKobo: number) => ({
      title: 'Group buy closed: money returned',
      body: `The group buy of ${product} did not fill in time. ${formatNaira(amountKobo)} is back in your wallet.`,
    }),
  },
} as const;
