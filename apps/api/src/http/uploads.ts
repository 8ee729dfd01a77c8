// Receiving an upload: the file of a multipart request, routed by its first bytes (never by the
// client's name or Content-Type) and handed to the files service (`acceptUpload`, `checkContent`)
// as a stream that enforces the rule's size limit.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Readable } from 'node:stream';
import { displayName } from '../services/files/files.ts';
import type { AcceptedType, ReceivedUpload, UploadRule } from '../services/files/files.ts';
import { hasPdfHeader } from '../services/files/pdf/index.ts';
import { Problem, problem } from '../problems.ts';

/** Bytes read before deciding the type (what file-type needs for every type it knows; PDFs need 1 024). */
const SNIFF_BYTES = 4100;

/**
 * The type a file's first bytes point to, among the rule's. This only routes the file: it is
 * accepted once checked in full (`checkContent`). A PDF is recognised by its header in the first
 * 1 024 bytes with only whitespace before it (`hasPdfHeader`: readers accept anything there, which
 * lets an HTML page pose as a PDF; file-type wants the header at offset 0, and calls some PDFs by
 * another name, such as Illustrator files); images by their signature.
 */
async function detectType(head: Buffer, rule: UploadRule): Promise<AcceptedType | undefined> {
  if (rule.types.includes('application/pdf') && hasPdfHeader(head)) return 'application/pdf';
  const detected = (await fileTypeFromBuffer(head))?.mime;
  return rule.types.find((type) => type === detected);
}

/** A multipart error (from busboy or @fastify/multipart) as the problem to answer. */
function multipartProblem(error: unknown): Problem {
  if (error instanceof Problem) return error;
  const status = (error as { statusCode?: number }).statusCode;
  // Parts, files and fields limits and the file size limit are 413s; the rest is a malformed body.
  if (status === 413) return problem.tooLarge();
  return problem.badRequest('error.malformedRequest');
}

const missingFile = (field: string) =>
  problem.badRequest('file.missing', [{ field, messages: ['validation.required'] }]);

/**
 * Receives the file of a multipart request's `field` (the contract names it: `resource` for
 * uploadResource, `file` for uploadCv): reads just enough to know its type by content (the client's
 * name and Content-Type are ignored), refuses other types with 415, and hands back a stream of the
 * whole file that enforces the size limit. Nothing is written here, and nothing is accepted yet:
 * `checkContent` decides on the whole file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  rule: UploadRule,
  field = 'resource',
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw problem.unsupportedMediaType('error.unsupportedMediaType');
  let part: MultipartFile | undefined;
  try {
    // One byte over the limit is enough to know the file is too large; busboy drops the rest.
    part = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1 } });
  } catch (error) {
    throw multipartProblem(error);
  }
  if (!part) throw missingFile(field);
  const file = part.file;
  if (part.fieldname !== field) {
    file.resume();
    throw missingFile(field);
  }

  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let draining = false;
  const discard = () => {
    // Reading (and dropping) the rest of a rejected file lets the answer reach the client, which is
    // still sending; destroying the stream instead would stall the request body. Busboy stops
    // passing a file on one byte past its limit, so this costs only the transfer.
    if (draining) return;
    draining = true;
    void (async () => {
      try {
        while (!(await chunks.next()).done);
      } catch {
        // A broken body is what it is; the answer was decided already.
      }
    })();
  };
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  try {
    while (size < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      size += next.value.length;
    }
  } catch (error) {
    discard();
    throw multipartProblem(error);
  }
  const tooLarge = () => size > rule.maxBytes || file.truncated;
  if (tooLarge()) {
    discard();
    throw problem.tooLarge();
  }
  if (size === 0) {
    throw problem.badRequest('file.empty', [{ field, messages: ['file.empty'] }]);
  }
  const type = await detectType(Buffer.concat(head), rule);
  if (!type) {
    discard();
    throw problem.unsupportedMediaType(rule.wrongType);
  }

  async function* whole(): AsyncGenerator<Buffer> {
    yield* head;
    if (ended) return;
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        size += next.value.length;
        if (tooLarge()) throw problem.tooLarge();
        yield next.value;
      }
    } catch (error) {
      throw multipartProblem(error);
    }
    // Busboy ends a file cut at its limit normally and only marks it truncated.
    if (tooLarge()) throw problem.tooLarge();
  }

  return {
    type,
    name: displayName(part.filename, type, rule.fallbackName),
    content: Readable.from(whole(), { objectMode: false }),
    size: () => size,
    discard,
  };
}
