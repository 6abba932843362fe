import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import {
  PRODUCT_FIELD_LIMITS,
  PRODUCT_PAYLOAD_FIELDS as F,
  PRODUCT_UPLOAD_LIMITS as U,
} from '../../../src/shared/config/products';
import { PRODUCT_MESSAGES as M } from '../../../src/shared/contract/product';
import { HttpError, badRequest } from '../../platform/lib/httpError';
import { SIGNATURE_BYTES, detectMediaType, type MediaKind } from './fileSignatures';

/** Files are written here while the request is read, and moved into the uploads folder only once it succeeded. */
export const stagingDirOf = (uploadsDir: string) => path.join(uploadsDir, '.incoming');

/** What a multipart field accepts: one kind of media, how many files and how large each. */
export interface FileRule {
  kind: MediaKind;
  max: number;
  maxBytes: number;
  tooMany: string;
  tooLarge: string;
  wrongType: string;
}

const PRODUCT_FILE_RULES: Record<string, FileRule> = {
  [F.images]: {
    kind: 'image',
    max: U.maxImages,
    maxBytes: U.maxImageBytes,
    tooMany: M.tooManyImages,
    tooLarge: M.imageTooLarge,
    wrongType: M.imageType,
  },
  [F.videos]: {
    kind: 'video',
    max: U.maxVideos,
    maxBytes: U.maxVideoBytes,
    tooMany: M.tooManyVideos,
    tooLarge: M.videoTooLarge,
    wrongType: M.videoType,
  },
};

const tooLarge = (field: string, message: string) => new HttpError(413, message, { [field]: [message] });

/**
 * A multer storage engine that streams each file into the staging folder under a generated
 * name, checks its first bytes against the formats its field accepts, and stops at the field's
 * size limit. On any failure it removes what it wrote itself (multer removes the other files).
 */
class StagingStorage implements multer.StorageEngine {
  constructor(
    private readonly dir: string,
    private readonly rules: Record<string, FileRule>,
  ) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    const rule = this.rules[file.fieldname];
    const source = file.stream;
    const stagedPath = path.join(this.dir, `${crypto.randomUUID()}.part`);
    const out = fs.createWriteStream(stagedPath, { flags: 'wx', mode: 0o644 });
    let head = Buffer.alloc(0);
    let detected: ReturnType<typeof detectMediaType> = null;
    let size = 0;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.removeListener('data', onData);
      source.resume(); // let busboy read past this file
      // The stream opens its file asynchronously: removing it before it is closed could race
      // the open and leave a stray `.part` behind, so remove it once the stream has closed.
      const remove = () => fs.rm(stagedPath, { force: true }, () => callback(error));
      if (out.closed) remove();
      else {
        out.once('close', remove);
        out.destroy();
      }
    };

    const recognise = () => {
      detected = detectMediaType(rule.kind, head);
      if (!detected) fail(new HttpError(415, rule.wrongType, { [file.fieldname]: [rule.wrongType] }));
      return detected !== null;
    };

    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > rule.maxBytes) {
        fail(tooLarge(file.fieldname, rule.tooLarge));
        return;
      }
      if (!detected) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SIGNATURE_BYTES && !recognise()) return;
      }
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => source.resume());
      }
    }

    source.on('data', onData);
    source.once('error', fail);
    out.once('error', fail);
    source.once('end', () => {
      if (settled) return;
      if (!detected && !recognise()) return;
      out.end(() => {
        if (settled) return;
        settled = true;
        const type = detected!;
        callback(null, {
          path: stagedPath,
          size,
          mimetype: type.mime,
          filename: `${crypto.randomUUID()}.${type.extension}`,
        });
      });
    });
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    fs.rm(file.path, { force: true }, () => callback(null));
  }
}

/** Per-field file counts, checked before a file is read. */
const fileCounts = new WeakMap<Request, Record<string, number>>();

const fileFilterOf =
  (rules: Record<string, FileRule>): multer.Options['fileFilter'] =>
  (req, file, callback) => {
    const rule = rules[file.fieldname];
    if (!rule) {
      callback(
        badRequest(`Files are accepted only as ${Object.keys(rules).join(' or ')}`, {
          [file.fieldname]: ['Unexpected file field'],
        }),
      );
      return;
    }
    const counts = fileCounts.get(req) ?? {};
    counts[file.fieldname] = (counts[file.fieldname] ?? 0) + 1;
    fileCounts.set(req, counts);
    if (counts[file.fieldname] > rule.max) callback(tooLarge(file.fieldname, rule.tooMany));
    else callback(null, true);
  };

/** Multer's and busboy's errors as the envelope: 413 for anything over a limit, 400 for a malformed body. */
function toHttpError(error: unknown, rules: Record<string, FileRule>): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof multer.MulterError) {
    const rule = error.field ? rules[error.field] : undefined;
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return rule && error.field ? tooLarge(error.field, rule.tooLarge) : new HttpError(413, 'A file is too large');
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FIELD_VALUE':
        return new HttpError(413, 'The upload is too large');
      default:
        return badRequest('The upload could not be read');
    }
  }
  return badRequest('The upload could not be read');
}

const MAX_TEXT_FIELDS = Object.keys(F).length + 4;

/**
 * Reads a product's multipart body: the text fields into `req.body`, `Images` and `Videos`
 * into the staging folder (`req.files`, each with its detected type and a generated final
 * name). Limits: images 5 MB each and at most 10, videos 100 MB each and at most 3 (413).
 */
export function productUpload(uploadsDir: string): RequestHandler {
  // The longest text field is the description (4 bytes per character at most in UTF-8).
  return stagedUpload(uploadsDir, PRODUCT_FILE_RULES, {
    fields: MAX_TEXT_FIELDS,
    fieldSize: PRODUCT_FIELD_LIMITS.descriptionMax * 4,
  });
}

/**
 * A multipart body whose files are checked by `rules` (signature, size, count) and staged under
 * `uploadsDir` (see `productUpload`); text fields land in `req.body`. Also used for the photos of
 * a return request. A request that is not multipart passes through untouched.
 */
export function stagedUpload(
  uploadsDir: string,
  rules: Record<string, FileRule>,
  text: { fields: number; fieldSize: number },
): RequestHandler {
  const dir = stagingDirOf(uploadsDir);
  fs.mkdirSync(dir, { recursive: true });
  const rulesList = Object.values(rules);
  const maxFiles = rulesList.reduce((sum, rule) => sum + rule.max, 0);
  const parse = multer({
    storage: new StagingStorage(dir, rules),
    fileFilter: fileFilterOf(rules),
    limits: {
      fileSize: Math.max(...rulesList.map((rule) => rule.maxBytes)),
      files: maxFiles,
      fields: text.fields,
      parts: maxFiles + text.fields,
      fieldSize: text.fieldSize,
      fieldNameSize: 50,
      fieldNestingDepth: 0,
    },
  }).any();
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => next(error === undefined ? undefined : toHttpError(error, rules)));
  };
}

/** Leftovers of requests cut short by a crash; nothing is in flight when the app starts. */
/** Staged files older than this were left by a process that stopped mid-request. */
export const STALE_STAGING_MS = 60 * 60 * 1000;

/**
 * Removes staged files a stopped process left behind. Younger ones stay: with several servers
 * on one shared uploads folder, they belong to another server's request under way.
 */
export function clearStaging(uploadsDir: string, now = Date.now()): void {
  const dir = stagingDirOf(uploadsDir);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > STALE_STAGING_MS) fs.rmSync(file, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another process
    }
  }
}
