import { deflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

/*
 * Runs inside the PDF worker (strip-pdf-worker.ts), never on the server's own thread: a hostile
 * file can only exhaust the worker. Plain TypeScript only (no parameter properties, no enums), so
 * Node can start the worker from this source as it is.
 */

/** Why a PDF is refused; clean-pdf.ts words each for the entrant. */
export type PdfRefusal = 'encrypted' | 'unreadable' | 'no-pages' | 'too-complex';

export class PdfRefusedError extends Error {
  readonly reason: PdfRefusal;
  constructor(reason: PdfRefusal, cause?: unknown) {
    super(`PDF refused: ${reason}`, { cause });
    this.reason = reason;
  }
}

/**
 * Bytes pdf-lib may decode while reading one document: object and cross-reference streams, which
 * hold the document's own dictionaries (a few MB in the largest real files measured). A 20 MB
 * deflate bomb would otherwise inflate into gigabytes outside the worker's heap limit, where
 * `resourceLimits` does not reach (measured: a worker capped at 64 MB of heap allocated 1 GB of
 * Uint8Array unhindered).
 */
export const DECODE_BUDGET_BYTES = 64 * 1024 * 1024;

let decodedBytes = 0;
/**
 * Set once the budget is passed: pdf-lib catches errors while it parses an object and carries on
 * reading the file as if that object were damaged, so the refusal is checked after the parse too.
 */
let overBudget = false;

/**
 * Every pdf-lib decoder (Flate, LZW, ASCII85, ASCIIHex, RunLength) grows its output through
 * DecodeStream's `ensureBuffer` (pdf.js's design, which pdf-lib ported), so counting there bounds
 * them all. pdf-lib has no option for it and does not export the class; it is found as the
 * prototype that defines `ensureBuffer` above a decoder pdf-lib itself makes, so it is the very
 * class of whichever build of pdf-lib was loaded (CommonJS under Node, ES modules under tsx).
 */
function limitDecoding(): void {
  type Grow = (this: { buffer: Uint8Array }, requested: number) => Uint8Array;
  const probe = decodePDFRawStream(PDFRawStream.of(PDFContext.create().obj({ Filter: 'FlateDecode' }), deflateSync(Buffer.alloc(0))));
  let proto: { ensureBuffer?: Grow } | null = Object.getPrototypeOf(probe);
  while (proto && !Object.hasOwn(proto, 'ensureBuffer')) proto = Object.getPrototypeOf(proto);
  const grow = proto?.ensureBuffer;
  if (!proto || !grow) throw new Error("pdf-lib's decoders no longer grow through ensureBuffer: the decode budget cannot hold");
  proto.ensureBuffer = function (requested) {
    const had = this.buffer.byteLength;
    if (requested <= had) return grow.call(this, requested);
    if (overBudget || decodedBytes + requested - had > DECODE_BUDGET_BYTES) {
      overBudget = true;
      throw new PdfRefusedError('too-complex');
    }
    const grown = grow.call(this, requested);
    decodedBytes += grown.byteLength - had;
    return grown;
  };
}
limitDecoding();

const name = (n: string) => PDFName.of(n);

/**
 * Keys that carry who made a file, or run something on opening, wherever they sit: XMP packets
 * (the catalog's, a page's, an image's), applications' private data (Illustrator keeps its whole
 * editable file with the author in `/PieceInfo`), associated files (PDF 2.0) and trigger actions.
 */
const DROP_EVERYWHERE = ['Metadata', 'PieceInfo', 'AF', 'AA'].map(name);
/** The catalog's name trees of document-level scripts and attached files. */
const DROP_FROM_NAMES = ['EmbeddedFiles', 'JavaScript'].map(name);
const JAVASCRIPT = name('JavaScript');
const S = name('S');
const SUBTYPE = name('Subtype');
const FILE_ATTACHMENT = name('FileAttachment');
const WIDGET = name('Widget');

/** Whether `value` is an action dictionary that runs JavaScript. */
function isScript(doc: PDFDocument, value: PDFObject | undefined): boolean {
  const action = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return action instanceof PDFDict && action.get(S) === JAVASCRIPT;
}

/** Takes out of one dictionary what names the author or runs a script (see DROP_EVERYWHERE). */
function cleanDict(doc: PDFDocument, dict: PDFDict): void {
  for (const key of DROP_EVERYWHERE) dict.delete(key);
  if (isScript(doc, dict.get(name('A')))) dict.delete(name('A'));
  if (isScript(doc, dict.get(name('Next')))) dict.delete(name('Next'));
  // Attached files shown as a paper clip on a page go; a comment's `/T` is the name of whoever
  // wrote it (a form field's widget keeps its `/T`, the field's name).
  const annots = dict.get(name('Annots'));
  const list = annots instanceof PDFRef ? doc.context.lookup(annots) : annots;
  if (!(list instanceof PDFArray)) return;
  const kept = list.asArray().filter((a) => {
    const annot = a instanceof PDFRef ? doc.context.lookup(a) : a;
    if (!(annot instanceof PDFDict)) return true;
    const subtype = annot.get(SUBTYPE);
    if (subtype !== WIDGET) annot.delete(name('T'));
    return subtype !== FILE_ATTACHMENT;
  });
  if (kept.length !== list.size()) dict.set(name('Annots'), doc.context.obj(kept));
}

/** The catalog's document-level scripts and attachments, an opening action, a portfolio's layout. */
function cleanCatalog(doc: PDFDocument): void {
  const catalog = doc.catalog;
  const names = catalog.lookup(name('Names'));
  if (names instanceof PDFDict) {
    for (const key of DROP_FROM_NAMES) names.delete(key);
    if (names.keys().length === 0) catalog.delete(name('Names'));
  }
  const open = catalog.get(name('OpenAction'));
  // A destination (an array: page and view) is harmless; an action dictionary may run anything.
  if (open !== undefined && !(doc.context.lookup(open) instanceof PDFArray)) catalog.delete(name('OpenAction'));
  catalog.delete(name('Collection'));
}

/**
 * Cleans every object reachable from the catalog and answers the references reached. Iterative,
 * with a set of those seen, so neither a deep nor a cyclic structure is a problem.
 */
function cleanReachable(doc: PDFDocument, root: PDFRef): Set<PDFRef> {
  const reached = new Set<PDFRef>([root]);
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = [root];
  while (stack.length) {
    let item = stack.pop()!;
    if (item instanceof PDFRef) {
      const target = doc.context.lookup(item);
      if (!target) continue;
      item = target;
    }
    if (seen.has(item)) continue;
    seen.add(item);
    const dict = item instanceof PDFStream ? item.dict : item instanceof PDFDict ? item : null;
    const children = dict ? (cleanDict(doc, dict), dict.values()) : item instanceof PDFArray ? item.asArray() : [];
    for (const child of children) {
      if (child instanceof PDFRef) {
        if (reached.has(child)) continue;
        reached.add(child);
      }
      stack.push(child);
    }
  }
  return reached;
}

/**
 * The PDF rewritten without anything that names who made it (docs/product.md#reviews): no
 * document information dictionary (Author, Creator, Producer, Title…), no XMP packet, no
 * attachments, comments' authors, application data or scripts. Pages, fonts and images are
 * copied as they are, still compressed. pdf-lib writes every object it has parsed, referenced or
 * not, so whatever is no longer reachable from the catalog — the entries taken out, and earlier
 * revisions' copies that incremental saves leave behind — is deleted before writing.
 */
export async function stripPdf(input: Uint8Array): Promise<Uint8Array> {
  decodedBytes = 0;
  overBudget = false;
  let doc: PDFDocument;
  try {
    // Loaded despite encryption only to say so: its strings are ciphered, so nothing could be
    // cleaned, and pdf-lib's own error for it is no instance of anything this code could test.
    doc = await PDFDocument.load(input, { updateMetadata: false, ignoreEncryption: true });
  } catch (err) {
    throw err instanceof PdfRefusedError ? err : new PdfRefusedError('unreadable', err);
  }
  if (overBudget) throw new PdfRefusedError('too-complex');
  if (doc.isEncrypted) throw new PdfRefusedError('encrypted');
  try {
    if (doc.getPageCount() === 0) throw new PdfRefusedError('no-pages');
    const context = doc.context;
    const root = context.trailerInfo.Root;
    if (!(root instanceof PDFRef)) throw new PdfRefusedError('unreadable');
    cleanCatalog(doc);
    const reached = cleanReachable(doc, root);
    for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
    context.trailerInfo.Info = undefined;
    return await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  } catch (err) {
    if (err instanceof PdfRefusedError) throw err;
    throw new PdfRefusedError('unreadable', err);
  }
}
