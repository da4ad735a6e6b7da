import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** A small but real PDF: the header, one empty page, these objects if any, the trailer. */
export function pdfFile(text = 'CV', objects: (string | Buffer)[] = []): Buffer {
  const body = objects.map((object, index) =>
    Buffer.concat([
      Buffer.from(`${4 + index} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n'),
    ]),
  );
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% ${text}\n`,
      'latin1',
    ),
    ...body,
    Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
}

/** A stream object: this dictionary (its /Length added) and these bytes, deflated unless `filter` is false. */
export function pdfStream(dictionary: string, data: string | Buffer, filter = true): Buffer {
  const bytes = filter ? deflateSync(data) : typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const filterEntry = filter ? '/Filter/FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(`<<${dictionary}${filterEntry}/Length ${bytes.length}>>stream\r\n`, 'latin1'),
    bytes,
    Buffer.from('\r\nendstream', 'latin1'),
  ]);
}

/** An object stream holding one object (as PDF 1.5 writers compress every dictionary). */
export function pdfObjectStream(object: string, dictionary = '/Type/ObjStm', filter = true): Buffer {
  const header = '9 0 ';
  return pdfStream(`${dictionary}/N 1/First ${header.length}`, `${header}${object}`, filter);
}

/** A zip of these entries, stored or deflated, as any zip tool writes one. */
export function zipFile(entries: Record<string, string | Buffer>, options: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const plain = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const data = options.deflate ? deflateRawSync(plain) : plain;
    const crc = crc32(plain);
    const method = options.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(plain.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A relationships part holding these `<Relationship>` tags. */
export const relationships = (...tags: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${tags.join('')}</Relationships>`;

/** The kind of relationship `name` names, e.g. `hyperlink` or `attachedTemplate`. */
export const relationshipType = (name: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${name}`;

/**
 * A Word document as Word writes one (deflated), with a mailto link and a LinkedIn link in its text,
 * its parts replaced or completed by `parts`.
 */
export function docxFile(parts: Record<string, string | Buffer> = {}): Buffer {
  return zipFile(
    {
      '[Content_Types].xml': WORD_CONTENT_TYPES,
      '_rels/.rels': relationships(
        `<Relationship Id="rId1" Type="${relationshipType('officeDocument')}" Target="word/document.xml"/>`,
      ),
      'word/document.xml':
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
      'word/_rels/document.xml.rels': relationships(
        `<Relationship Id="rId1" Type="${relationshipType('styles')}" Target="styles.xml"/>`,
        `<Relationship Id="rId2" Type="${relationshipType('hyperlink')}" Target="mailto:aissatou@example.com" TargetMode="External"/>`,
        `<Relationship Id="rId3" Type="${relationshipType('hyperlink')}" Target="https://www.linkedin.com/in/aissatou" TargetMode="External"/>`,
      ),
      ...parts,
    },
    { deflate: true },
  );
}

/** A Windows program's first bytes ("MZ"), as an executable renamed `.pdf` starts. */
export function executableFile(): Buffer {
  const data = Buffer.alloc(4096);
  data.write('MZ', 0, 'latin1');
  data.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return data;
}
