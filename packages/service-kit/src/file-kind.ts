/**
 * What a file is, from its first bytes — never from its name. Used by the upload endpoint (at
 * the door) and by the importers (again, when the job runs): a PNG renamed .csv, a workbook
 * sent as a CSV kind or a PDF sent as a sheet are recognised for what they are.
 */
export type FileKind = 'xlsx-or-zip' | 'pdf' | 'text' | 'binary';

const SIGNATURES: Array<{ bytes: number[]; name: string; kind: FileKind }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], name: 'a zip archive', kind: 'xlsx-or-zip' },
  { bytes: [0x25, 0x50, 0x44, 0x46], name: 'a PDF document', kind: 'pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], name: 'a PNG image', kind: 'binary' },
  { bytes: [0xff, 0xd8, 0xff], name: 'a JPEG image', kind: 'binary' },
  { bytes: [0x47, 0x49, 0x46, 0x38], name: 'a GIF image', kind: 'binary' },
  { bytes: [0x52, 0x49, 0x46, 0x46], name: 'a RIFF file (WebP image, audio or video)', kind: 'binary' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], name: 'an old Office file (.xls or .doc)', kind: 'binary' },
  { bytes: [0x1f, 0x8b], name: 'a gzip archive', kind: 'binary' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: 'a program (ELF)', kind: 'binary' },
  { bytes: [0x4d, 0x5a], name: 'a Windows program', kind: 'binary' },
];

export interface SniffedFile {
  kind: FileKind;
  /** Says what the file is, for messages ("a PNG image"). */
  description: string;
}

/** Decides from the head of a file (a few KB are plenty). Text must be UTF-8 without NUL bytes. */
export function sniffFileKind(head: Uint8Array): SniffedFile {
  for (const signature of SIGNATURES) {
    if (signature.bytes.every((byte, i) => head[i] === byte)) return { kind: signature.kind, description: signature.name };
  }
  if (head.includes(0)) return { kind: 'binary', description: 'binary data' };
  try {
    // `stream: true`: the head may end in the middle of a multi-byte character.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return { kind: 'binary', description: 'not UTF-8 text' };
  }
  return { kind: 'text', description: 'UTF-8 text' };
}
