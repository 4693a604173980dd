import { Body, Controller, Get, Injectable, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { CarPhotosService } from '../../../application/fleet/car-photos.service.js';
import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_MESSAGES } from '../../../domain/catalogue/car-photos.js';
import { CatalogueCarsService } from '../../../application/fleet/catalogue-cars.service.js';
import type { DomainError } from '../../../domain/errors.js';
import { carPhotosPage } from './car-photos-page.js';
import { tooManyUploads, UploadGate, UPLOAD_TMP_DIR } from '../uploads/upload-limits.js';
import { DomainErrorPage, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import type { Flash, PageUser } from './staff-pages.js';
import { carSlug } from '../../../domain/catalogue/site-fleet.js';
import { seeOther, sendPage, str, type Form } from './staff-responses.js';
import { assertFormToken, FormTokenAfterUpload, Roles, StaffUser, StaffUserGuard } from './staff-user.guard.js';

/** The multipart form around one photo: the form token, the car, the file. */
const FORM_OVERHEAD = 64 * 1024;

const DONE: Record<'added' | 'removed', string> = { added: 'Photo added; the site shows it now.', removed: 'Photo removed.' };

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

/** Managers only: the others are told so before a byte of an upload is read. */
const MANAGERS = Roles(['manager'], 'Only a manager can add or remove car photos.', ['/staff/fleet/photos', 'Car photos']);

/** The car photos page. */
@Injectable()
export class CarPhotosPage {
  constructor(
    private readonly photos: CarPhotosService,
    private readonly catalogue: CatalogueCarsService,
  ) {}

  /** `car`: the car whose form was sent (its section shows the answer). */
  async render(user: PageUser, flash: Flash, car?: string): Promise<string> {
    const [cars, photos] = await Promise.all([this.catalogue.list(), this.photos.list()]);
    return carPhotosPage(user, cars, photos, { flash, car });
  }
}

/** A photo refused: the page with the reason. */
@Injectable()
class CarPhotoRefused extends DomainErrorPage {
  constructor(private readonly page: CarPhotosPage) {
    super();
  }

  protected async render(error: DomainError, { req, status, user }: RefusalContext): Promise<StaffAnswer> {
    const car = (req.body as Form | undefined)?.car;
    return { status, page: await this.page.render(signedIn(user), { kind: 'error', text: sentence(error.message) }, typeof car === 'string' ? car : undefined) };
  }
}

/**
 * /staff/fleet/photos (docs/staff.md): the photos of every car of the catalogue. Every signed-in
 * staff member sees them; only managers add or remove, which is checked before a byte of an upload is read.
 * (Registered before the back office's catch-all 404, which would otherwise answer these paths.)
 */
@Controller('staff/fleet/photos')
@UseGuards(StaffUserGuard)
// Filters are tried last first: a domain refusal shows the photos page, the rest the staff page filter.
@UseFilters(StaffPageFilter, CarPhotoRefused)
export class CarPhotosController {
  constructor(
    private readonly page: CarPhotosPage,
    private readonly photos: CarPhotosService,
    private readonly uploads: UploadGate,
  ) {}

  private async render(res: Response, user: PageUser, status: number, flash: Flash, car?: string): Promise<void> {
    sendPage(res, status, await this.page.render(user, flash, car));
  }

  @Get()
  async show(@Res() res: Response, @StaffUser() user: PageUser, @Query('done') done?: string, @Query('car') car?: string): Promise<void> {
    await this.render(res, user, 200, done === 'added' || done === 'removed' ? { kind: 'ok', text: DONE[done] } : null, typeof car === 'string' ? car : undefined);
  }

  @Post()
  @MANAGERS
  @FormTokenAfterUpload()
  async add(@Req() req: Request, @Res() res: Response, @StaffUser() user: PageUser): Promise<void> {
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
        const sent = ((req.body ?? {}) as Form).car;
        return await this.render(res, user, tooLarge ? 413 : 400, { kind: 'error', text: tooLarge ? `${CAR_PHOTO_MESSAGES.tooLarge}.` : 'The form could not be read. Choose the photo again.' }, typeof sent === 'string' ? sent : undefined);
      }
      const body = (req.body ?? {}) as Form;
      assertFormToken(body, user);
      const car = str(body.car);
      if (!file) return await this.render(res, user, 400, { kind: 'error', text: 'Choose a photo first.' }, car);
      await this.photos.add({ car: body.car, path: file.path, by: user.staff.name });
      seeOther(res, backTo('added', car));
    } finally {
      if (path) await unlink(path).catch(() => undefined);
    }
  }

  @Post(':id/remove')
  @MANAGERS
  async remove(@Res() res: Response, @Param('id') id: string, @Body() body: Form): Promise<void> {
    await this.photos.remove(str(body.car), id);
    seeOther(res, backTo('removed', str(body.car)));
  }
}

/** Back at the car's section of the page, which shows the answer there. */
function backTo(done: keyof typeof DONE, car: string | undefined): string {
  const slug = encodeURIComponent(car ? carSlug(car) : '');
  return slug ? `/staff/fleet/photos?done=${done}&car=${slug}#car-${slug}` : `/staff/fleet/photos?done=${done}`;
}

function sentence(message: string): string {
  return `${message.replace(/\.$/, '')}.`;
}
