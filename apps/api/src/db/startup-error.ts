/**
 * A start-up failure the operator can fix (a port in use, a folder the database cannot reach…). Its
 * message is one line saying what to do; main.ts prints just that, never a stack trace.
 */
export class StartupError extends Error {}
