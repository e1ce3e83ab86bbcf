/**
 * Profile values the browser offers, without zod (the interests step must not load the consumer
 * contracts). schemas/api/consumer.ts re-exports them.
 */
/** The interests a profile may hold (seed 001 §3 preferences.interests, pipe-separated). */
export const INTERESTS = ['hiking', 'trail-running', 'climbing', 'camping', 'skiing', 'snowboarding', 'travel', 'urban-exploring', 'fishing', 'cycling'] as const;
