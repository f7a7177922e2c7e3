import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/*
 * Files that name their author everywhere a common exporter writes it (InDesign, Illustrator,
 * Word and Acrobat for PDFs; cameras, Lightroom and Photoshop for photos), and a search that
 * finds a name however a file spells it: as bytes, UTF-16, hex, or inside a compressed stream.
 * For the blind-review tests (docs/product.md#reviews).
 */

export interface Author {
  name: string;
  company: string;
  email: string;
}

/** The words on the page: the work itself, which stays. */
export const PDF_PAGE_TEXT = 'A folding chair in oak';

const xmpPacket = (who: Author) => `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"
    xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"
    xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/">
   <dc:creator><rdf:Seq><rdf:li>${who.name}</rdf:li></rdf:Seq></dc:creator>
   <dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© ${who.company}</rdf:li></rdf:Alt></dc:rights>
   <pdf:Author>${who.name}</pdf:Author>
   <pdf:Producer>${who.company} PDF Library</pdf:Producer>
   <xmp:CreatorTool>${who.company} Studio Suite</xmp:CreatorTool>
   <xmpRights:Owner><rdf:Bag><rdf:li>${who.company}</rdf:li></rdf:Bag></xmpRights:Owner>
   <photoshop:AuthorsPosition>Lead designer, ${who.company}</photoshop:AuthorsPosition>
   <Iptc4xmpCore:CreatorContactInfo rdf:parseType="Resource">
    <Iptc4xmpCore:CiEmailWork>${who.email}</Iptc4xmpCore:CiEmailWork>
   </Iptc4xmpCore:CreatorContactInfo>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;

/**
 * One page of work, and the author everywhere else: the document information dictionary (as
 * UTF-16 hex and as plain strings, with Word's custom /Company), an XMP packet on the catalog, the
 * page and an image, Illustrator's private data, an attached file and a paper-clip attachment, a
 * sticky note signed with the name, document-level and opening scripts, page actions, and an
 * earlier revision's information dictionary left unreferenced. Saved with object streams, so most
 * of it sits deflated.
 */
export async function pdfNamingAuthor(who: Author): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ctx = doc.context;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([400, 300]);
  page.drawText(PDF_PAGE_TEXT, { x: 40, y: 200, size: 18, font });

  doc.setTitle(`Fold chair by ${who.name}`);
  doc.setAuthor(who.name);
  doc.setSubject(`A chair from ${who.company}`);
  doc.setKeywords([who.email, who.company]);
  // The setters above made the information dictionary; more of it is written by hand.
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Creator'), PDFString.of(`${who.company} InDesign`));
  info.set(PDFName.of('Producer'), PDFString.of(`${who.name} (${who.email})`));
  info.set(PDFName.of('Company'), PDFString.of(who.company));
  info.set(PDFName.of('SourceModified'), PDFHexString.fromText(who.email));

  const xmp = (extra = {}) => ctx.register(ctx.stream(xmpPacket(who), { Type: 'Metadata', Subtype: 'XML', ...extra }));
  doc.catalog.set(PDFName.of('Metadata'), xmp());
  page.node.set(PDFName.of('Metadata'), xmp());
  const image = ctx.register(
    ctx.stream(new Uint8Array([0, 0, 0]), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Metadata: xmp() }),
  );
  page.node.setXObject(PDFName.of('Im1'), image);
  page.node.set(
    PDFName.of('PieceInfo'),
    ctx.obj({ Illustrator: { LastModified: PDFString.of('D:20260101'), Private: ctx.register(ctx.stream(`%AI author ${who.name} ${who.email}`)) } }),
  );

  await doc.attach(Buffer.from(`Contact ${who.name}, ${who.email}`), `${who.company} brief.txt`, {
    mimeType: 'text/plain',
    description: `Notes by ${who.name}`,
  });
  const clipFile = ctx.register(ctx.flateStream(`vCard ${who.name} ${who.email}`, { Type: 'EmbeddedFile' }));
  const clip = ctx.register(
    ctx.obj({
      Type: 'Annot',
      Subtype: 'FileAttachment',
      Rect: [10, 10, 30, 30],
      T: PDFString.of(who.name),
      FS: { Type: 'Filespec', F: PDFString.of(`${who.company}.vcf`), EF: { F: clipFile } },
    }),
  );
  const note = ctx.register(
    ctx.obj({ Type: 'Annot', Subtype: 'Text', Rect: [50, 50, 70, 70], T: PDFHexString.fromText(who.name), Contents: PDFString.of('Check the joint.') }),
  );
  page.node.set(PDFName.of('Annots'), ctx.obj([clip, note]));

  const script = (text: string) => ctx.register(ctx.obj({ S: 'JavaScript', JS: PDFString.of(text) }));
  // The attachment joins /Names when saving; the scripts' name tree goes in now.
  const names = ctx.obj({ JavaScript: { Names: [PDFString.of('hello'), script(`app.alert("${who.email}")`)] } });
  doc.catalog.set(PDFName.of('Names'), names);
  doc.catalog.set(PDFName.of('OpenAction'), script(`console.println("${who.name}")`));
  doc.catalog.set(PDFName.of('AA'), ctx.obj({ WC: script(`// ${who.company}`) }));
  page.node.set(PDFName.of('AA'), ctx.obj({ O: script(`// opened by ${who.name}`) }));

  // What an incremental save leaves behind: the earlier information dictionary, referenced by nothing.
  ctx.register(ctx.obj({ Author: PDFString.of(who.name), Creator: PDFString.of(who.company), Producer: PDFString.of(who.email) }));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** A JPEG segment: marker, then its length and payload. */
const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** Photoshop's IPTC block (APP13): By-line, Copyright notice and Contact, as IIM datasets 2:80, 2:116, 2:118. */
function iptcSegment(who: Author): Buffer {
  const dataset = (n: number, text: string) => {
    const value = Buffer.from(text, 'utf8');
    const head = Buffer.from([0x1c, 2, n, 0, 0]);
    head.writeUInt16BE(value.length, 3);
    return Buffer.concat([head, value]);
  };
  const iim = Buffer.concat([dataset(80, who.name), dataset(116, `© ${who.company}`), dataset(118, who.email)]);
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), iim.length % 2 ? Buffer.concat([iim, Buffer.alloc(1)]) : iim]);
  resource.writeUInt32BE(iim.length, 8);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/**
 * A photo as a camera and Lightroom leave it: EXIF (Artist, Copyright, ImageDescription, the
 * camera owner), an XMP packet, Photoshop's IPTC block and a comment, each naming the author.
 */
export async function jpegNamingAuthor(who: Author): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: who.name, Copyright: `© ${who.company}`, ImageDescription: `Shot by ${who.email}` },
      IFD2: { CameraOwnerName: who.name },
    })
    .withXmp(xmpPacket(who))
    .toBuffer();
  // After SOI and the segments sharp wrote, before the pixels' tables: where Photoshop puts them.
  const extra = Buffer.concat([iptcSegment(who), segment(0xfe, Buffer.from(`Retouched for ${who.company} <${who.email}>`))]);
  return Buffer.concat([jpeg.subarray(0, 2), extra, jpeg.subarray(2)]);
}

/** The spellings a text may take in a file: bytes, UTF-16 either way round, and hex of those. */
function spellings(text: string): Buffer[] {
  const utf8 = Buffer.from(text, 'utf8');
  const utf16be = Buffer.from(text, 'utf16le').swap16();
  const utf16le = Buffer.from(text, 'utf16le');
  const hex = [utf8, utf16be].flatMap((b) => [b.toString('hex'), b.toString('hex').toUpperCase()].map((h) => Buffer.from(h, 'latin1')));
  return [utf8, utf16be, utf16le, ...hex];
}

/** Every stream of a PDF inflated, where it inflates (images and already-raw streams do not). */
function inflatedStreams(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) return out;
    let body = start + 'stream'.length;
    if (pdf[body] === 0x0d) body++;
    if (pdf[body] === 0x0a) body++;
    const end = pdf.indexOf('endstream', body, 'latin1');
    if (end < 0) return out;
    try {
      out.push(inflateSync(pdf.subarray(body, end)));
    } catch {
      // Not deflated, or not a stream at all ("endstream" itself matched): searched as raw bytes.
    }
    at = end + 'endstream'.length;
  }
}

/**
 * Which of `needles` occur anywhere in `bytes`, in any spelling, also inside every deflated stream
 * (a PDF's object streams, an attachment) and in streams inside those.
 */
export function findNeedles(bytes: Buffer, needles: string[]): string[] {
  const layers = [bytes];
  for (let i = 0; i < layers.length && i < 1000; i++) layers.push(...inflatedStreams(layers[i]!));
  return needles.filter((n) => spellings(n).some((s) => layers.some((layer) => layer.includes(s))));
}
