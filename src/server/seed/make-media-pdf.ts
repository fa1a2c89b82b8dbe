/**
 * A one-page PDF with a heading and wrapped German text, written by hand: a real, valid file of about
 * two kilobytes, instead of a PDF library the product does not otherwise need.
 */

// WinAnsi covers German umlauts and ß as single Latin-1 bytes
const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[–„“]/g, (c) => ({ '–': '-', '„': '"', '“': '"' })[c]!);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export function makePdf(title: string, paragraphs: string[]): Buffer {
  const body = paragraphs.flatMap((p) => [...wrap(p, 82), '']);
  const stream = [
    'BT /F2 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    'ET',
    'BT /F1 12 Tf 16 TL 56 740 Td',
    ...body.map((l) => `(${pdfText(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
