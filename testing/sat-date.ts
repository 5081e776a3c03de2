// An SAT date a test may choose on its app's today: 13 March of next year, always after today
// and within the two years the rule allows (domain/identity/onboarding-rules.ts latestSatDate).
export const satDateAhead = (today: Date): string => `${today.getUTCFullYear() + 1}-03-13`;
