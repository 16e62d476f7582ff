/**
 * Reads a multipart/form-data body that is already in memory (API Gateway
 * hands the whole body to Lambda) with busboy 1.x under tight limits.
 *
 * The promise always settles: on busboy's 'error' (truncated form,
 * malformed part header), on 'close', if end() throws, and, as a last
 * resort, on a short timer — a hostile body can never hang the request or
 * escape as an uncaught exception.
 */
import busboy from 'busboy';
import { invalidRequest, payloadTooLarge } from '../errors';
import { MAX_IMAGE_BYTES, MULTIPART_LIMITS } from './limits';

export interface FilePart {
  field: string;
  bytes: Buffer;
  filename: string | undefined;
  declaredType: string;
}

export interface MultipartForm {
  files: FilePart[];
  /** First value of each text field. */
  fields: Record<string, string>;
  /** Fields sent as text that are expected to be files (a part without a filename). */
  textParts: Map<string, string>;
}

export interface MultipartOptions {
  /** Field names whose text parts are expected to be files (reported, not kept whole). */
  fileFields?: readonly string[];
  /** Largest accepted file, in bytes; one more byte is a 413. */
  maxFileBytes?: number;
  maxFiles?: number;
}

/** Everything is in memory, so parsing ends within a few event-loop turns; this is only a backstop. */
const SETTLE_BACKSTOP_MS = 5_000;

export function boundaryOf(contentType: string): string | undefined {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

export function parseMultipart(body: Buffer, contentType: string, options: MultipartOptions = {}): Promise<MultipartForm> {
  const maxFileBytes = options.maxFileBytes ?? MAX_IMAGE_BYTES;
  const maxFiles = options.maxFiles ?? MULTIPART_LIMITS.files;
  const fileFields = new Set(options.fileFields ?? []);

  if (!boundaryOf(contentType)) {
    return Promise.reject(invalidRequest('multipart/form-data body needs a boundary parameter in its Content-Type header'));
  }

  return new Promise<MultipartForm>((resolve, reject) => {
    const form: MultipartForm = { files: [], fields: {}, textParts: new Map() };
    let settled = false;
    let tooLarge = false;
    let tooMany: string | undefined;
    let openFiles = 0;
    let closed = false;

    const backstop = setTimeout(
      () => fail(invalidRequest('multipart body could not be read to its end')),
      SETTLE_BACKSTOP_MS,
    );
    backstop.unref?.();

    function fail(error: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(backstop);
      reject(error);
    }

    function maybeDone() {
      if (settled || !closed || openFiles > 0) return;
      settled = true;
      clearTimeout(backstop);
      if (tooLarge) return reject(payloadTooLarge());
      if (tooMany) return reject(invalidRequest(tooMany));
      resolve(form);
    }

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: maxFileBytes + 1,
          files: maxFiles,
          fields: MULTIPART_LIMITS.fields,
          fieldSize: MULTIPART_LIMITS.fieldSize,
          parts: MULTIPART_LIMITS.parts,
          headerPairs: MULTIPART_LIMITS.headerPairs,
        },
      });
    } catch (e) {
      fail(invalidRequest(`multipart body cannot be read: ${(e as Error).message}`));
      return;
    }

    bb.on('file', (field, stream, info) => {
      openFiles++;
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        openFiles--;
        maybeDone();
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxFileBytes) {
          tooLarge = true;
          chunks.length = 0; // drop what we hold; the rest drains
          return;
        }
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      // A truncated form destroys the file stream with an error: handled here, reported via busboy's own 'error'.
      stream.on('error', () => finish());
      stream.on('close', () => {
        if (!tooLarge) {
          form.files.push({ field, bytes: Buffer.concat(chunks, size), filename: info.filename, declaredType: info.mimeType });
        }
        finish();
      });
    });

    bb.on('field', (field, value, info) => {
      if (fileFields.has(field)) {
        form.textParts.set(field, info.mimeType);
        return;
      }
      if (info.valueTruncated) {
        fail(invalidRequest(`form field ${field} is too long (at most ${MULTIPART_LIMITS.fieldSize} bytes)`));
        return;
      }
      if (!(field in form.fields)) form.fields[field] = value;
    });

    bb.on('filesLimit', () => {
      tooMany = `send one image per request (at most ${maxFiles} file part${maxFiles === 1 ? '' : 's'})`;
    });
    bb.on('fieldsLimit', () => {
      tooMany = `too many form fields (at most ${MULTIPART_LIMITS.fields})`;
    });
    bb.on('partsLimit', () => {
      tooMany = `too many form parts (at most ${MULTIPART_LIMITS.parts})`;
    });

    bb.on('error', (e: Error) => {
      // "Unexpected end of form", "Malformed part header", "Malformed urlencoded form"...
      fail(invalidRequest(`multipart body is malformed: ${e.message.replace(/^Multipart: /, '')}`));
    });
    bb.on('close', () => {
      closed = true;
      maybeDone();
    });

    try {
      bb.end(body);
    } catch (e) {
      fail(invalidRequest(`multipart body is malformed: ${(e as Error).message}`));
    }
  });
}
