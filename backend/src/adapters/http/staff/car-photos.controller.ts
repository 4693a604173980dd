import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { CarPhotosService } from '../../../application/fleet/car-photos.service.js';
import { StaffSessionService } from '../../../application/staff/staff-session.service.js';
import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_MESSAGES } from '../../../domain/catalogue/car-photos.js';
import { CatalogueCarsService } from '../../../application/fleet/catalogue-cars.service.js';
import { domainErrorToHttp, isDomainError } from '../errors/domain-error-mapping.js';
import { carPhotosPage } from './car-photos-page.js';
import { tooManyUploads, UploadGate, UPLOAD_TMP_DIR } from '../uploads/upload-limits.js';
import { CSRF_FIELD, csrfMatches, readCookie, SESSION_COOKIE } from './staff-auth.js';
import { messagePage, type Flash, type PageUser } from './staff-pages.js';

type Form = Record<string, unknown>;

/** The multipart form around one photo: the form token, the car, the file. */
const FORM_OVERHEAD = 64 * 1024;

const DONE: Record<string, string> = { added: 'Photo added; the site shows it now.', removed: 'Photo removed.' };

/**
 * The upload, on disk (never the whole file in memory): one file of at most 20 MB, a few small
 * fields. The file's name is ours; the service checks its content.
 */
const upload = multer({
  storage: multer.diskStorage({
    destination: (_req, _file, cb) => {
      mkdirSync(UPLOAD_TMP_DIR, { recursive: true, mode: 0o700 });
      cb(null, UPLOAD_TMP_DIR);
    },
    filename: (_req, _file, cb) => cb(null, `car-photo-${randomBytes(12).toString('hex')}.upload`),
  }),
  limits: { fileSize: CAR_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
}).single('photo');

function send(res: Response, status: number, page: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(status).type('html').send(page);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/**
 * /staff/fleet/photos (docs/staff.md): the photos of every car of the catalogue. Every signed-in staff member sees
 * them; only managers add or remove, which is checked before a byte of an upload is read.
 * (Registered before StaffController, whose catch-all 404 would otherwise answer these paths.)
 */
@Controller('staff/fleet/photos')
export class CarPhotosController {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly photos: CarPhotosService,
    private readonly uploads: UploadGate,
    private readonly catalogue: CatalogueCarsService,
  ) {}

  private async user(req: Request): Promise<PageUser | null> {
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    return session ? { staff: session.staff, csrf: session.csrfToken } : null;
  }

  /** The signed-in manager for a change, or null after answering 303 (signed out) or 403. */
  private async manager(req: Request, res: Response): Promise<PageUser | null> {
    const user = await this.user(req);
    if (!user) {
      res.setHeader('Connection', 'close');
      send(res, 403, messagePage({ title: 'Not accepted', text: 'You are signed out. Sign in again, then repeat what you did.', link: ['/staff/login', 'Sign in'] }));
      return null;
    }
    if (user.staff.role !== 'manager') {
      res.setHeader('Connection', 'close');
      send(res, 403, messagePage({ title: 'Not allowed', text: 'Only a manager can add or remove car photos.', user, link: ['/staff/fleet/photos', 'Car photos'] }));
      return null;
    }
    return user;
  }

  private async render(res: Response, user: PageUser, status: number, flash: Flash): Promise<void> {
    const [cars, photos] = await Promise.all([this.catalogue.list(), this.photos.list()]);
    send(res, status, carPhotosPage(user, cars, photos, { flash }));
  }

  @Get()
  async page(@Req() req: Request, @Res() res: Response, @Query('done') done?: string): Promise<void> {
    const user = await this.user(req);
    if (!user) {
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(303, '/staff/login');
    }
    await this.render(res, user, 200, typeof done === 'string' && DONE[done] ? { kind: 'ok', text: DONE[done] } : null);
  }

  @Post()
  async add(@Req() req: Request, @Res() res: Response): Promise<void> {
    const user = await this.manager(req, res);
    if (!user) return;
    const length = req.headers['content-length'];
    if (length !== undefined && (!/^\d{1,12}$/.test(length) || Number(length) > CAR_PHOTO_MAX_BYTES + FORM_OVERHEAD)) {
      res.setHeader('Connection', 'close');
      return this.render(res, user, 413, { kind: 'error', text: `${CAR_PHOTO_MESSAGES.tooLarge}.` });
    }
    // The limits of every upload (per client address and in all, the transfer rate; docs/operations.md).
    if (!this.uploads.enter(req, res)) {
      tooManyUploads(res);
      return this.render(res, user, 429, { kind: 'error', text: 'Too many uploads at once. Try again in a few seconds.' });
    }
    let path: string | undefined;
    try {
      const failure = await new Promise<unknown>((resolve) => upload(req, res, (err: unknown) => resolve(err)));
      const file = (req as Request & { file?: { path: string; size: number } }).file;
      path = file?.path;
      if (failure) {
        const tooLarge = failure instanceof multer.MulterError && failure.code === 'LIMIT_FILE_SIZE';
        if (tooLarge) res.setHeader('Connection', 'close');
        return await this.render(res, user, tooLarge ? 413 : 400, { kind: 'error', text: tooLarge ? `${CAR_PHOTO_MESSAGES.tooLarge}.` : 'The form could not be read. Choose the photo again.' });
      }
      const body = (req.body ?? {}) as Form;
      if (!csrfMatches(body[CSRF_FIELD], user.csrf)) {
        return send(res, 403, messagePage({ title: 'Not accepted', text: 'This form has expired or did not come from this site. Go back, reload the page and try again.', user }));
      }
      if (!file) return await this.render(res, user, 400, { kind: 'error', text: 'Choose a photo first.' });
      await this.photos.add({ car: body.car, path: file.path, by: user.staff.name });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, '/staff/fleet/photos?done=added');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      await this.render(res, user, domainErrorToHttp(e).status, { kind: 'error', text: sentence(e.message) });
    } finally {
      if (path) await unlink(path).catch(() => undefined);
    }
  }

  @Post(':id/remove')
  async remove(@Req() req: Request, @Res() res: Response, @Param('id') id: string, @Body() body: Form): Promise<void> {
    const user = await this.manager(req, res);
    if (!user) return;
    if (!csrfMatches(body?.[CSRF_FIELD], user.csrf)) {
      return send(res, 403, messagePage({ title: 'Not accepted', text: 'This form has expired or did not come from this site. Go back, reload the page and try again.', user }));
    }
    try {
      await this.photos.remove(str(body.car), id);
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, '/staff/fleet/photos?done=removed');
    } catch (e) {
      if (!isDomainError(e)) throw e;
      await this.render(res, user, domainErrorToHttp(e).status, { kind: 'error', text: sentence(e.message) });
    }
  }
}

function sentence(message: string): string {
  return `${message.replace(/\.$/, '')}.`;
}
