/** Small HTML helpers for the help and legal pages' rich text (the sanitiser's tags: p, ul, ol, li, a, strong). */
import type { Facts } from './help-facts.ts';

export const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('');
export const ul = (...items: string[]): string => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;
export const ol = (...items: string[]): string => `<ol>${items.map((t) => `<li>${t}</li>`).join('')}</ol>`;
export const a = (href: string, text: string): string => `<a href="${href}">${text}</a>`;
/** A link to a page of the site. */
export const page = (f: Facts, path: string, text: string): string => a(f.loc(path), text);
export const mail = (email: string): string => a(`mailto:${email}`, email);
export const phone = (f: Facts): string => a(`tel:${f.contact.tel}`, f.contact.phone);
