// The PDF renderers (apps/server/src/services/documents/README.md#documents): median milliseconds per document and
// documents per second for an invoice (English, one line), a Chinese invoice (three lines), a
// credit note and a certificate (English and Chinese), beside the baseline of pdfkit writing one
// line in its built-in Helvetica in the same run (the ratio shows whether the renderers or the
// machine got slower). The first document of the process reads the font files; it is timed on
// its own and kept out of the medians. Goals on this machine kind: invoice < 50 ms, certificate
// < 100 ms median. BENCH_DOCUMENTS (default 100) documents of each kind.
import PDFDocument from 'pdfkit';
import { renderCertificatePdf } from '@laurel/server/services/documents/render-certificate';
import { renderInvoicePdf } from '@laurel/server/services/documents/render-invoice';
import { certificateEn, certificateZh, creditNoteEn, invoiceEn, invoiceZh } from '../apps/server/test/services/documents/samples.ts';

const COUNT = Number(process.env.BENCH_DOCUMENTS ?? 100);
const WARM_UP = 15;

function baseline(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  doc.font('Helvetica').fontSize(12).text('Invoice INV-2026-000123  $150.00');
  doc.end();
  return done;
}

async function timeEach(render: () => Promise<Buffer>): Promise<{ median: number; bytes: number }> {
  for (let i = 0; i < WARM_UP; i++) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < COUNT; i++) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, bytes };
}

const firstStarted = performance.now();
await renderInvoicePdf(invoiceEn());
const firstMs = performance.now() - firstStarted;

const cases = [
  { name: 'pdfkit, one line in Helvetica (baseline)', render: baseline, goal: undefined },
  { name: 'invoice, en, 1 line', render: () => renderInvoicePdf(invoiceEn()), goal: 50 },
  { name: 'invoice, zh, 3 lines', render: () => renderInvoicePdf(invoiceZh()), goal: 50 },
  { name: 'credit note, en', render: () => renderInvoicePdf(creditNoteEn()), goal: 50 },
  { name: 'certificate, en', render: () => renderCertificatePdf(certificateEn()), goal: 100 },
  { name: 'certificate, zh', render: () => renderCertificatePdf(certificateZh()), goal: 100 },
];

console.log(`\nPDF documents, median of ${COUNT} after ${WARM_UP} to warm up (first document of the process, reading the fonts: ${firstMs.toFixed(0)} ms)`);
console.log('document'.padEnd(42), 'median ms'.padStart(10), 'per s'.padStart(8), 'KB'.padStart(6), 'ratio'.padStart(7), '  goal');
let base = NaN;
let met = true;
for (const c of cases) {
  const { median, bytes } = await timeEach(c.render);
  if (Number.isNaN(base)) base = median;
  const ok = c.goal === undefined || median < c.goal;
  met &&= ok;
  console.log(
    c.name.padEnd(42),
    median.toFixed(1).padStart(10),
    (1000 / median).toFixed(0).padStart(8),
    (bytes / 1024).toFixed(0).padStart(6),
    (median / base).toFixed(1).padStart(6) + '×',
    c.goal === undefined ? '' : `  < ${c.goal} ms → ${ok ? 'met' : 'NOT MET'}`,
  );
}
console.log(`documents goal: invoice < 50 ms, certificate < 100 ms median → ${met ? 'met' : 'NOT MET'}`);
