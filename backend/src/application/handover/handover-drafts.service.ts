import { Injectable } from '@nestjs/common';
import { DomainError, ValidationError } from '../../domain/errors.js';
import { checkSignaturePng, HANDOVER_DRAFT_HOURS, MAX_HANDOVER_PHOTOS, type HandoverKind } from '../../domain/handover/handover.js';
import { SIGNATURE_MAX_PX } from '../../domain/shared/image-size.js';
import { isTokenShaped } from '../staff/staff-view.js';
import { loadBooking } from '../booking/find-booking.service.js';
import { BookingRepository } from '../ports/booking.repository.js';
import { Clock } from '../ports/clock.js';
import { HandoverDraftRepository, type DraftOwner, type HandoverDraft } from '../ports/handover-draft.repository.js';
import { ImageProcessor } from '../ports/image-processor.js';
import { SecretTokens } from '../ports/secret-tokens.js';
import { checkPhotos } from './record-handover.service.js';

/** A handover form's owner as the page knows it: the booking's reference, the kind, the staff session's form token. */
export type DraftFor = { reference: unknown; kind: HandoverKind; session: string };

/** A draft taken for a submit: its photos and signature go with the submit's own. */
export type TakenDraft = { idHash: string; photos: Uint8Array[]; signaturePng: Uint8Array | null };

/** What the form shows of a kept draft: the reference it sends back, thumbnails (data: URLs), whether the signature is kept. */
export type KeptDraft = { ref: string; photoCount: number; thumbnails: string[]; signed: boolean; expiresAt: Date };

/** The longest side of a kept photo's thumbnail on the form. */
const THUMB_PX = 152;

/** The refusal of a draft reference that is not (or no longer) this session's draft of this booking's handover. */
const draftGone = () =>
  new ValidationError([{ field: 'photos', type: 'gone', message: `the photos kept from the refused submit are no longer available (kept ${HANDOVER_DRAFT_HOURS} hours, for the same booking and sign-in only): add them again` }]);

/**
 * A refusal loses nothing, also without the page's script (docs/staff.md): a handover form refused
 * by the server keeps its accepted photos and the customer's signature as a draft of that booking's
 * handover for the same staff session (HANDOVER_DRAFT_HOURS at most); the form sent again carries
 * the draft's reference, and its submit takes them. Nobody else can use or see a draft: it is found
 * only with its reference, the booking, the kind and the session together.
 */
@Injectable()
export class HandoverDraftsService {
  constructor(
    private readonly drafts: HandoverDraftRepository,
    private readonly bookings: BookingRepository,
    private readonly tokens: SecretTokens,
    private readonly images: ImageProcessor,
    private readonly clock: Clock,
  ) {}

  /** The draft a submit names (`ref`: the form's `draft` field); none named: null; named but not this owner's or expired: refused. */
  async take(ref: unknown, owner: DraftFor): Promise<TakenDraft | null> {
    if (ref === undefined || ref === '') return null;
    if (!isTokenShaped(ref)) throw draftGone();
    const draft = await this.drafts.find(this.tokens.hash(ref), await this.ownerOf(owner), this.clock.now());
    if (!draft) throw draftGone();
    return { idHash: draft.idHash, photos: draft.photos, signaturePng: draft.signaturePng };
  }

  /**
   * Keeps what a refused submit sent (and its draft's, which the new draft replaces): the photos
   * the handover would accept (up to MAX_HANDOVER_PHOTOS) and a signature that is a drawing. Null
   * when there is nothing to keep (the draft it replaces is deleted).
   */
  async keep(owner: DraftFor, photos: Uint8Array[], signaturePng: Uint8Array | null, replacing: TakenDraft | null): Promise<KeptDraft | null> {
    const accepted = photos.filter((p) => p.length > 0 && accepts(p)).slice(0, MAX_HANDOVER_PHOTOS);
    const signature = signaturePng && signaturePng.length > 0 ? await this.drawing(signaturePng) : null;
    if (accepted.length === 0 && !signature) {
      if (replacing) await this.drafts.delete(replacing.idHash);
      return null;
    }
    const now = this.clock.now();
    const ref = this.tokens.issue();
    const draft: HandoverDraft = {
      ...(await this.ownerOf(owner)),
      idHash: this.tokens.hash(ref),
      photos: accepted,
      signaturePng: signature,
      expiresAt: new Date(now.getTime() + HANDOVER_DRAFT_HOURS * 3_600_000),
    };
    await this.drafts.save(draft, now, replacing?.idHash);
    const thumbnails: string[] = [];
    for (const p of accepted) {
      const t = await this.images.thumbnail(p, THUMB_PX);
      if (t) thumbnails.push(`data:image/jpeg;base64,${Buffer.from(t).toString('base64')}`);
    }
    return { ref, photoCount: accepted.length, thumbnails, signed: signature !== null, expiresAt: draft.expiresAt };
  }

  /** The draft used by a recorded handover: deleted. */
  async discard(draft: TakenDraft): Promise<void> {
    await this.drafts.delete(draft.idHash);
  }

  /** The clean-up: drafts expired, and those whose handover is recorded. */
  async purge(): Promise<number> {
    return this.drafts.purge(this.clock.now());
  }

  private async ownerOf(owner: DraftFor): Promise<DraftOwner> {
    const booking = await loadBooking(this.bookings, owner.reference);
    return { bookingId: booking.id, kind: owner.kind, sessionKey: this.tokens.hash(owner.session) };
  }

  /** The signature as the handover stores it (checked and encoded again), or null when it is not a drawing. */
  private async drawing(png: Uint8Array): Promise<Uint8Array | null> {
    try {
      checkSignaturePng(png);
    } catch {
      return null;
    }
    return this.images.freshPng(png, SIGNATURE_MAX_PX);
  }
}

/** A photo the handover accepts (a whole JPEG or PNG within the limits). */
function accepts(photo: Uint8Array): boolean {
  try {
    checkPhotos([photo]);
    return true;
  } catch (e) {
    if (e instanceof DomainError) return false;
    throw e;
  }
}
