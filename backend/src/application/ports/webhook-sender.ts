/** POSTs webhook events to WEBHOOK_URL, signed with WEBHOOK_SECRET. */
export abstract class WebhookSender {
  /** False when WEBHOOK_URL is unset: no webhook event is queued then. */
  abstract get configured(): boolean;
  /** Sends the raw body once; resolves on a 2xx answer, throws otherwise (status or network error). */
  abstract send(eventId: string, body: string): Promise<void>;
}
