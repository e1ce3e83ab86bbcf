/**
 * A minimal PDF writer for invoices and return labels: A4 pages of text in the two standard
 * Helvetica faces (no font embedding, so the files stay a few KB), WinAnsi encoded, with a
 * correct cross-reference table, so any reader opens them. Text can be placed left or right
 * aligned; right alignment measures with Helvetica's metrics (AFM widths, 1/1000 em).
 */

export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** x is the right edge. */
  alignRight?: boolean;
}

export interface PdfLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width?: number;
}

export interface PdfPage {
  texts: PdfText[];
  lines?: PdfLine[];
}

export const A4 = { width: 595, height: 842 } as const;

/** WinAnsi code points outside Latin-1's shared range. */
const WIN_ANSI_EXTRA: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99 };

function winAnsi(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if ((code >= 32 && code < 127) || (code >= 160 && code <= 255)) out.push(code);
    else out.push(WIN_ANSI_EXTRA[ch] ?? 63);
  }
  return out;
}

/** A PDF string literal: parentheses and backslashes escaped, other bytes as octal escapes. */
function literal(text: string): string {
  let out = '(';
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b >= 32 && b < 127) out += String.fromCharCode(b);
    else out += `\\${b.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

// Helvetica widths for the characters amounts and ids are made of; others count as an average.
const NARROW: Record<string, number> = { ' ': 278, '.': 278, ',': 278, ':': 278, '/': 278, '-': 333, '(': 333, ')': 333, I: 278, i: 222, l: 222, j: 222, f: 278, t: 278, r: 333 };
const WIDE: Record<string, number> = { M: 833, W: 944, m: 833, w: 722, '%': 889, '@': 1015 };
const BOLD_DELTA = 1.06;

/** The width of text in points (digits, currency symbols and most letters are 556/1000 em). */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) units += NARROW[ch] ?? WIDE[ch] ?? (ch >= 'A' && ch <= 'Z' ? 667 : 556);
  return (units / 1000) * size * (bold ? BOLD_DELTA : 1);
}

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const line of page.lines ?? []) ops.push(`${line.width ?? 0.5} w ${line.x1} ${line.y1} m ${line.x2} ${line.y2} l S`);
  for (const t of page.texts) {
    const size = t.size ?? 10;
    const x = t.alignRight ? t.x - textWidth(t.text, size, t.bold) : t.x;
    ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${t.y.toFixed(2)} Td ${literal(t.text)} Tj ET`);
  }
  return ops.join('\n');
}

/** The PDF file of the pages, with a title in its metadata. */
export function renderPdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the page objects have numbers
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${literal(title)} /Producer (Cairn sandbox) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const stream = Buffer.from(contentStream(page), 'latin1');
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
