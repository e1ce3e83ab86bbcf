/**
 * The server's error words in every language (src/lib/errors/messages.ts holds English; a page in
 * the browser holds only its own language). Imported by the server's middleware, so every render
 * and API answer has them, and by PageErrorWords.astro. Never by browser code: the four
 * languages together were about 11 KB gzip of every private page's script.
 */
import { holdErrorWords } from './messages.ts';
import { de, deTemplates } from './words/de.ts';
import { fr, frTemplates } from './words/fr.ts';
import { it, itTemplates } from './words/it.ts';

holdErrorWords('fr', { words: fr, templates: frTemplates });
holdErrorWords('de', { words: de, templates: deTemplates });
holdErrorWords('it', { words: it, templates: itTemplates });
