import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One answer, compressed once, with its strong ETag (per encoding, written out once too). */
export type Representation = {
  tag: string;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
};

/**
 * Compresses a body that many requests will share (the catalogue, the prerendered pages) once, at
 * the highest settings: per-request compression would spend the server's CPU on every answer.
 */
export function represent(identity: Buffer): Representation {
  const tag = createHash('sha1').update(identity).digest('base64url').slice(0, 22);
  return {
    tag,
    etags: { identity: `"${tag}"`, gzip: `"${tag}-gzip"`, br: `"${tag}-br"` },
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    },
  };
}

/** The best encoding the client accepts among ours (brotli, then gzip), ignoring `q=0`. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

/** If-None-Match matches any encoding of the same representation (weak comparison, RFC 9110). */
function notModified(ifNoneMatch: string | undefined, rep: Representation): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === rep.tag || tag.startsWith(`${rep.tag}-`);
  });
}

/**
 * Sends the encoding the client prefers, or 304 when its copy is current. The content-encoding
 * header tells @fastify/compress the body is already compressed.
 */
export function sendRepresentation(
  req: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  headers: { type: string; cacheControl: string; vary: string },
) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  reply
    .header('cache-control', headers.cacheControl)
    .header('vary', headers.vary)
    .header('etag', rep.etags[encoding]);
  if (notModified(req.headers['if-none-match'], rep)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(headers.type).send(rep.bodies[encoding]);
}
