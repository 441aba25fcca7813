// Domain rules (spec §5). Each rule file has its test beside it.
export {};
