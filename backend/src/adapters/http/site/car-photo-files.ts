import type { RequestHandler } from 'express';
import type { CarPhotosService } from '../../../application/fleet/car-photos.service.js';
import { parsePhotoFileName } from '../../../domain/catalogue/car-photos.js';
import { IMMUTABLE_CACHE } from './site.middleware.js';

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * GET /photos/<id>-<width>.<avif|webp>: a car photo's file from the database. The name changes with
 * the content, so it is cached for a year and never revalidated; an unknown name is a 404.
 */
export function carPhotoFiles(photos: CarPhotosService): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/photos/')) return next();
    const name = parsePhotoFileName(req.path.slice('/photos/'.length));
    const notFound = () => {
      res.status(404).setHeader('Cache-Control', 'no-cache');
      res.type('text/plain').send('Not found');
    };
    if (!name) return notFound();
    photos.file(name.id, name.width, name.format).then(
      (data) => {
        if (!data) return notFound();
        res.setHeader('Cache-Control', IMMUTABLE_CACHE);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('ETag', `"${name.id}-${name.width}"`);
        if (req.headers['if-none-match'] === `"${name.id}-${name.width}"`) return void res.status(304).end();
        res.type(TYPES[name.format]).send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      },
      (err: unknown) => next(err),
    );
  };
}
