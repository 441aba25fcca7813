/**
 * A name as a bank's name enquiry shows it: enough for the sender to recognise the receiver, not
 * enough to learn who owns a number. Each word (split on spaces, dots, underscores, hyphens, plus
 * signs and digits) keeps its first two letters, the first capitalised, then a fixed '***' so the
 * length is not leaked: 'adaeze.okafor' → 'Ad*** Ok***'. At most three words are shown.
 */
export const maskDisplayName = (name: string): string => {
  const words = name.split(/[\s._\-+\d]+/u).filter(Boolean);
  if (words.length === 0) return '***';
  return words
    .slice(0, 3)
    .map((word) => {
      const [first = '', second = ''] = [...word];
      return `${first.toLocaleUpperCase('en-NG')}${second}***`;
    })
    .join(' ');
};
