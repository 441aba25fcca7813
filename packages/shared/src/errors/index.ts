export * from './error-catalogue';
