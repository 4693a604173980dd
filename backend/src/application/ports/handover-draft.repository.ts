import type { HandoverKind } from '../../domain/handover/handover.js';

/** Whose draft it is: one booking's handover of one kind, from one staff session (the SHA-256 of its form token). */
export type DraftOwner = { bookingId: string; kind: HandoverKind; sessionKey: string };

/** What a refused handover form kept (docs/staff.md, "A refusal loses nothing"). */
export type HandoverDraft = DraftOwner & { idHash: string; photos: Uint8Array[]; signaturePng: Uint8Array | null; expiresAt: Date };

/** The photos and signature of refused handover forms, kept for the next submit of their owner only. */
export abstract class HandoverDraftRepository {
  /** The owner's draft of that reference (its SHA-256), while it has not expired at `now`; else null. */
  abstract find(idHash: string, owner: DraftOwner, now: Date): Promise<HandoverDraft | null>;
  /** Stores a draft, deleting the one it replaces (`replacing`: its id hash) in the same statement's transaction. */
  abstract save(draft: HandoverDraft, createdAt: Date, replacing?: string): Promise<void>;
  abstract delete(idHash: string): Promise<void>;
  /** Deletes drafts expired at `now` and those whose handover is recorded; answers how many. */
  abstract purge(now: Date): Promise<number>;
}
