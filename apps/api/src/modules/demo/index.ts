// The demo module's public entry (`npm run demo`).
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
export { seedDemo } from './demo-seed';
export { demoSeedSteps, type DemoSeedStep } from './demo-steps';
