/** Labels of the CTA row's CSS scroll buttons (not spec strings). */
export interface CtaMessages {
  previous: string;
  next: string;
}

const MESSAGES: Record<string, CtaMessages> = {
  en: { previous: 'Scroll left', next: 'Scroll right' },
  fr: { previous: 'Défiler vers la gauche', next: 'Défiler vers la droite' },
  de: { previous: 'Nach links scrollen', next: 'Nach rechts scrollen' },
  it: { previous: 'Scorri a sinistra', next: 'Scorri a destra' },
};

export const ctaMessages = (language: string): CtaMessages => MESSAGES[language] ?? MESSAGES.en!;
