/**
 * Reads a multipart form whole: its text fields and its files, in memory and within limits.
 * Whether the files are wanted at all is asked before the first of them is read (`beforeFiles`):
 * a refusal there is answered at once and the rest of the body is thrown away unread
 * (`discardRestOfBody`), so a form that will be refused never costs the memory of its files.
 * Otherwise the body is read to its end, even after a problem, so the client gets the answer rather than a connection cut mid-upload;
 * every problem found is answered together as one 400 (413 when the body is larger than the form
 * could ever be). Nothing here touches the disk: a refused form leaves nothing behind.
 */
import { finished } from 'node:stream/promises';
import { formMessages, genericMessages } from '@shop/shared/http/errors';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';
import { closingAfter, discardRestOfBody } from './lingering-close';

export interface FormSpec {
  /** The form's file fields: how many files each takes and the message for one too many. */
  files: Record<string, { max: number; tooMany: string }>;
  /** The largest file accepted, in bytes, and the message for a larger one. */
  maxFileBytes: number;
  fileTooLarge: string;
}

export interface ReadOptions {
  /**
   * Runs once, when the first file part begins, with the text fields sent before it: whether the
   * files are wanted (who sends them, whether there is room for them). What it throws is the
   * answer, before any byte of a file is read. A form without files never calls it.
   */
  beforeFiles?: (fieldsSoFar: Readonly<Record<string, string>>) => Promise<void> | void;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

/** Room for the text fields and the parts' headers beside the files. */
const TEXT_ROOM_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 100_000;

class Problems {
  readonly details: Record<string, string[]> = {};
  add(field: string, message: string) {
    const list = (this.details[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  throwIfAny() {
    const [first] = Object.values(this.details);
    if (first) throw new AppError(400, 'VALIDATION_FAILED', first[0]!, this.details);
  }
}

const codeOf = (error: unknown) =>
  error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;

export async function readMultipartForm(
  request: FastifyRequest,
  spec: FormSpec,
  { beforeFiles }: ReadOptions = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'BAD_REQUEST', formMessages.notMultipart);
  }
  const fileCount = Object.values(spec.files).reduce((sum, file) => sum + file.max, 0);
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > fileCount * spec.maxFileBytes + TEXT_ROOM_BYTES) {
    // The rest of such a body is not worth reading.
    discardRestOfBody(request.raw);
    throw closingAfter(new AppError(413, 'PAYLOAD_TOO_LARGE', genericMessages.bodyTooLarge));
  }

  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  const problems = new Problems();
  let filesAdmitted = false;
  let refusal: { error: unknown } | undefined;
  const tooLarge = (field: string) => {
    if (spec.files[field]) problems.add(field, spec.fileTooLarge);
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: spec.maxFileBytes,
        files: fileCount,
        fields: 50,
        fieldSize: MAX_FIELD_BYTES,
        parts: 100,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (spec.files[name]) problems.add(name, formMessages.fileExpected);
        else if (part.valueTruncated) problems.add(name, formMessages.fieldTooLong);
        else if (typeof part.value !== 'string') problems.add(name, formMessages.unreadable);
        else if (part.value.includes('\u0000')) problems.add(name, genericMessages.nulCharacter);
        else if (Object.hasOwn(fields, name)) problems.add(name, formMessages.fieldRepeated);
        else fields[name] = part.value;
        continue;
      }
      if (!filesAdmitted) {
        filesAdmitted = true;
        try {
          await beforeFiles?.(fields);
        } catch (error) {
          // The file is left unread; when the connection closes, its stream ends in an error
          // that nobody else listens for.
          part.file.on('error', () => {});
          discardRestOfBody(request.raw);
          refusal = { error };
          break;
        }
      }
      const accepted = spec.files[name];
      if (!accepted) {
        await finished(part.file.resume());
        problems.add(name, formMessages.fileNotExpected);
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        tooLarge(name);
        continue;
      }
      // A file input left empty still sends its part: no name, no bytes.
      if (data.length === 0 && !part.filename) continue;
      const list = (files[name] ??= []);
      if (list.length >= accepted.max) problems.add(name, accepted.tooMany);
      else list.push(data);
    }
  } catch (error) {
    // Whatever goes wrong while reading the parts is the body's fault: cut short, malformed,
    // over a limit. None of it is the server's.
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      tooLarge((error as { part?: { fieldname?: string } }).part?.fieldname ?? '');
    } else if (code === 'FST_FILES_LIMIT') {
      const fileFields = Object.entries(spec.files);
      const [field, { tooMany }] = fileFields[0]!;
      problems.add(fileFields.length === 1 ? field : '_', tooMany);
    } else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      problems.add('_', formMessages.tooManyParts);
    } else {
      request.log.debug({ err: error }, 'unreadable multipart form');
      problems.add('_', formMessages.unreadable);
    }
  }
  if (refusal) throw closingAfter(refusal.error);
  problems.throwIfAny();
  return { fields, files };
}

/** Validates the form's text fields with a shared schema: a 400 naming each field's problem. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>) {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data as z.output<S>;
  const problems = new Problems();
  for (const issue of parsed.error.issues) {
    problems.add(issue.path.join('.') || '_', issue.message);
  }
  problems.throwIfAny();
  throw parsed.error;
}

/**
 * `parseFields` for the fields sent before the first file, when the files are judged by them:
 * a field not sent yet is answered as a form whose files came too early.
 */
export function parseFieldsBeforeFiles<S extends z.ZodType>(
  schema: S,
  fieldsSoFar: Readonly<Record<string, string>>,
) {
  const parsed = schema.safeParse(fieldsSoFar);
  if (parsed.success) return parsed.data as z.output<S>;
  const problems = new Problems();
  const notSentYet = parsed.error.issues.some(
    (issue) => !Object.hasOwn(fieldsSoFar, String(issue.path[0] ?? '')),
  );
  if (notSentYet) problems.add('_', formMessages.fieldsBeforeFiles);
  for (const issue of parsed.error.issues) {
    problems.add(issue.path.join('.') || '_', issue.message);
  }
  problems.throwIfAny();
  throw parsed.error;
}
