/**
 * Reads a multipart/form-data body that is already in memory (API Gateway
 * hands the whole body to Lambda) with busboy 1.x under tight limits.
 *
 * The promise always settles: on busboy's 'error' (truncated form,
 * malformed part header), on 'close', if end() throws, and, as a last
 * resort, on a short timer — a hostile body can never hang the request or
 * escape as an uncaught exception.
 */
import type { Readable } from 'node:stream';
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

interface Limits {
  maxFileBytes: number;
  maxFiles: number;
  /** Field names whose text parts are expected to be files. */
  fileFields: ReadonlySet<string>;
}

function limitsOf(options: MultipartOptions): Limits {
  return {
    maxFileBytes: options.maxFileBytes ?? MAX_IMAGE_BYTES,
    maxFiles: options.maxFiles ?? MULTIPART_LIMITS.files,
    fileFields: new Set(options.fileFields ?? []),
  };
}

/** One parse: the form being filled, what went over a limit, and the one way it settles. */
interface Session {
  readonly form: MultipartForm;
  readonly limits: Limits;
  tooLarge: boolean;
  tooMany: string | undefined;
  openFiles: number;
  closed: boolean;
  fail(error: Error): void;
  /** Settles once busboy has closed and every file stream has ended. */
  maybeDone(): void;
}

function openSession(limits: Limits, resolve: (form: MultipartForm) => void, reject: (error: Error) => void): Session {
  let settled = false;
  const backstop = setTimeout(() => session.fail(invalidRequest('multipart body could not be read to its end')), SETTLE_BACKSTOP_MS);
  backstop.unref?.();
  const settle = (): boolean => {
    if (settled) return false;
    settled = true;
    clearTimeout(backstop);
    return true;
  };
  const session: Session = {
    form: { files: [], fields: {}, textParts: new Map() },
    limits,
    tooLarge: false,
    tooMany: undefined,
    openFiles: 0,
    closed: false,
    fail(error) {
      if (settle()) reject(error);
    },
    maybeDone() {
      if (settled || !session.closed || session.openFiles > 0) return;
      settle();
      if (session.tooLarge) return reject(payloadTooLarge());
      if (session.tooMany) return reject(invalidRequest(session.tooMany));
      resolve(session.form);
    },
  };
  return session;
}

function openParser(contentType: string, limits: Limits): busboy.Busboy {
  return busboy({
    headers: { 'content-type': contentType },
    limits: {
      fileSize: limits.maxFileBytes + 1,
      files: limits.maxFiles,
      fields: MULTIPART_LIMITS.fields,
      fieldSize: MULTIPART_LIMITS.fieldSize,
      parts: MULTIPART_LIMITS.parts,
      headerPairs: MULTIPART_LIMITS.headerPairs,
    },
  });
}

/** Keeps a file part's bytes unless it goes over the size limit (then they are dropped and the rest drains). */
function collectFile(session: Session, field: string, stream: Readable, info: busboy.FileInfo): void {
  session.openFiles++;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    session.openFiles--;
    session.maybeDone();
  };
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > session.limits.maxFileBytes) {
      session.tooLarge = true;
      chunks.length = 0; // drop what we hold; the rest drains
      return;
    }
    if (!session.tooLarge) chunks.push(chunk);
  });
  stream.on('limit', () => {
    session.tooLarge = true;
    chunks.length = 0;
  });
  // A truncated form destroys the file stream with an error: handled here, reported via busboy's own 'error'.
  stream.on('error', () => finish());
  stream.on('close', () => {
    if (!session.tooLarge) {
      session.form.files.push({ field, bytes: Buffer.concat(chunks, size), filename: info.filename, declaredType: info.mimeType });
    }
    finish();
  });
}

/** Keeps the first value of a text field; a text part where a file was expected is only noted. */
function collectField(session: Session, field: string, value: string, info: busboy.FieldInfo): void {
  if (session.limits.fileFields.has(field)) {
    session.form.textParts.set(field, info.mimeType);
    return;
  }
  if (info.valueTruncated) {
    session.fail(invalidRequest(`form field ${field} is too long (at most ${MULTIPART_LIMITS.fieldSize} bytes)`));
    return;
  }
  if (!(field in session.form.fields)) session.form.fields[field] = value;
}

/** Count limits are reported when the form has been read to its end. */
function watchCountLimits(bb: busboy.Busboy, session: Session): void {
  const { maxFiles } = session.limits;
  bb.on('filesLimit', () => {
    session.tooMany = `send one image per request (at most ${maxFiles} file part${maxFiles === 1 ? '' : 's'})`;
  });
  bb.on('fieldsLimit', () => {
    session.tooMany = `too many form fields (at most ${MULTIPART_LIMITS.fields})`;
  });
  bb.on('partsLimit', () => {
    session.tooMany = `too many form parts (at most ${MULTIPART_LIMITS.parts})`;
  });
}

export function parseMultipart(body: Buffer, contentType: string, options: MultipartOptions = {}): Promise<MultipartForm> {
  const limits = limitsOf(options);
  if (!boundaryOf(contentType)) {
    return Promise.reject(invalidRequest('multipart/form-data body needs a boundary parameter in its Content-Type header'));
  }

  return new Promise<MultipartForm>((resolve, reject) => {
    const session = openSession(limits, resolve, reject);
    let bb: busboy.Busboy;
    try {
      bb = openParser(contentType, limits);
    } catch (e) {
      session.fail(invalidRequest(`multipart body cannot be read: ${(e as Error).message}`));
      return;
    }
    bb.on('file', (field, stream, info) => collectFile(session, field, stream, info));
    bb.on('field', (field, value, info) => collectField(session, field, value, info));
    watchCountLimits(bb, session);
    bb.on('error', (e: Error) => {
      // "Unexpected end of form", "Malformed part header", "Malformed urlencoded form"...
      session.fail(invalidRequest(`multipart body is malformed: ${e.message.replace(/^Multipart: /, '')}`));
    });
    bb.on('close', () => {
      session.closed = true;
      session.maybeDone();
    });

    try {
      bb.end(body);
    } catch (e) {
      session.fail(invalidRequest(`multipart body is malformed: ${(e as Error).message}`));
    }
  });
}
