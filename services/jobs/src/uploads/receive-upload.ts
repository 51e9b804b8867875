/**
 * Streams a multipart upload to UPLOAD_DIR while hashing it and checking its type by content:
 * a CSV must decode as UTF-8 text, an .xlsx must be a zip holding an Excel workbook, a PDF must
 * start with %PDF. The file name on disk is ours, never the client's.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import { Invalid, TooLarge, errorCode } from '@dalil/service-kit/errors';
import { sniffFileKind } from '@dalil/service-kit/file-kind';

export type UploadType = 'csv' | 'pdf';

interface ReceivedFile {
  tempPath: string;
  sha256: string;
  bytes: number;
  originalName: string;
  format: 'csv' | 'xlsx' | 'pdf';
}

export interface ReceivedUpload {
  file: ReceivedFile;
  fields: Record<string, string>;
}

const FIELD = { csv: 'csvFile', pdf: 'pdfFile' } as const;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Checks the bytes as they pass: the first chunk decides the format, text must stay valid UTF-8. */
function contentChecker(type: UploadType, onFormat: (format: ReceivedFile['format']) => void) {
  let head: Buffer | null = Buffer.alloc(0);
  let format: ReceivedFile['format'] | undefined;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const hash = createHash('sha256');
  let bytes = 0;
  // By content, whatever the file is called.
  const decide = (buffer: Buffer) => {
    const sniffed = sniffFileKind(buffer);
    if (type === 'pdf') {
      if (sniffed.kind !== 'pdf') throw new Invalid(`The file is not a PDF (it does not start with %PDF): it is ${sniffed.description}`);
      return 'pdf' as const;
    }
    if (sniffed.kind === 'xlsx-or-zip') return 'xlsx' as const;
    if (sniffed.kind === 'pdf' || (sniffed.kind === 'binary' && sniffed.description !== 'not UTF-8 text' && sniffed.description !== 'binary data')) {
      throw new Invalid(`The file is ${sniffed.description}, not a CSV file or an Excel workbook (.xlsx)`);
    }
    return 'csv' as const;
  };
  const checkText = (chunk: Buffer, final: boolean) => {
    try {
      decoder.decode(chunk, { stream: !final });
    } catch {
      throw new Invalid('The CSV file is not UTF-8 text; save it as "CSV UTF-8" or upload the .xlsx workbook');
    }
    if (chunk.includes(0)) throw new Invalid('The CSV file contains binary data; upload a UTF-8 CSV or an .xlsx workbook');
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        bytes += chunk.length;
        hash.update(chunk);
        if (head) {
          head = Buffer.concat([head, chunk]);
          if (head.length < 8) return callback();
          format = decide(head);
          onFormat(format);
          if (format === 'csv') checkText(head, false);
          head = null;
        } else if (format === 'csv') {
          checkText(chunk, false);
        }
        callback(null, chunk);
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
    flush(callback) {
      try {
        if (head) {
          if (head.length === 0) throw new Invalid('The uploaded file is empty');
          format = decide(head);
          onFormat(format);
          if (format === 'csv') checkText(head, true);
          this.push(head);
          head = null;
        } else if (format === 'csv') {
          checkText(Buffer.alloc(0), true);
        }
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  return { transform, digest: () => hash.digest('hex'), bytes: () => bytes };
}

export async function receiveUpload(
  parts: AsyncIterableIterator<Multipart>,
  options: { type: UploadType; uploadDir: string; maxBytes: number },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const expected = FIELD[options.type];
  await mkdir(options.uploadDir, { recursive: true });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new Invalid(`${part.fieldname} is too long`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== expected || file) {
        part.file.resume();
        throw new Invalid(`Upload the file in the ${expected} field`);
      }
      const tempPath = path.join(options.uploadDir, `incoming-${randomUUID()}`);
      const seen: { format: ReceivedFile['format'] } = { format: options.type === 'pdf' ? 'pdf' : 'csv' };
      const checker = contentChecker(options.type, (f) => (seen.format = f));
      file = { tempPath, sha256: '', bytes: 0, originalName: path.basename(part.filename || 'upload').slice(0, 255), format: seen.format };
      try {
        await pipeline(part.file, checker.transform, createWriteStream(tempPath));
      } catch (error) {
        if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
          throw new TooLarge(`The file is too large: the limit for ${options.type.toUpperCase()} uploads is ${megabytes(options.maxBytes)}`);
        }
        throw error;
      }
      if (part.file.truncated) throw new TooLarge(`The file is too large: the limit for ${options.type.toUpperCase()} uploads is ${megabytes(options.maxBytes)}`);
      file.sha256 = checker.digest();
      file.bytes = checker.bytes();
      file.format = seen.format;
      if (seen.format === 'xlsx') {
        const detected = await fileTypeFromFile(tempPath);
        if (detected?.ext !== 'xlsx') throw new Invalid('The file is a zip archive but not an Excel workbook (.xlsx)');
      }
    }
    if (!file) throw new Invalid(`No file: upload it in the ${expected} field`);
    return { file, fields };
  } catch (error) {
    if (file) await rm(file.tempPath, { force: true });
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new TooLarge(`The file is too large: the limit for ${options.type.toUpperCase()} uploads is ${megabytes(options.maxBytes)}`);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new Invalid('Send the file as multipart/form-data');
    // The multipart parser's own complaints (no boundary, a cut-off body, a broken part header).
    if (!code && error instanceof Error && /multipart|boundary|part header/i.test(error.message)) {
      throw new Invalid(`The upload is not well-formed multipart/form-data (${error.message})`);
    }
    throw error;
  }
}
