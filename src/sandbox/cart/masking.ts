/** Gift card and reward card labels show the last 4 digits masked by XXX (seed 001 §9). One rule for the cart and the wallet. */
export const maskedCardLabel = (digits: string): string => `XXX${digits.slice(-4)}`;
