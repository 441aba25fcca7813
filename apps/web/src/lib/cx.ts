/** Joins class names, skipping falsy ones. (No clsx/tailwind-merge: not worth the bytes here.) */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
