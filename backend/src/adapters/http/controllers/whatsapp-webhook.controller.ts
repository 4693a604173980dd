import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ReceiveWhatsAppWebhookService } from '../../../application/whatsapp/receive-whatsapp-webhook.service.js';

/** The path Meta's webhook is set to: https://<site>/api/whatsapp/webhook. Its POST body arrives raw (create-app.ts). */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/**
 * Meta's WhatsApp webhook (docs/operations.md, WhatsApp). GET: the verification handshake (the
 * challenge as text, else 403). POST: a delivery signed with X-Hub-Signature-256 (401 without a
 * valid one), stored and answered 200 at once. Both 404 where WhatsApp is not configured.
 */
@ApiExcludeController()
@Controller('api/whatsapp/webhook')
export class WhatsAppWebhookController {
  constructor(private readonly receive: ReceiveWhatsAppWebhookService) {}

  @Get()
  handshake(@Query() query: Record<string, unknown>, @Res() res: Response): void {
    const answer = this.receive.handshake(query['hub.mode'], query['hub.verify_token'], query['hub.challenge']);
    res.setHeader('Cache-Control', 'no-store');
    if (answer.outcome === 'ok') {
      res.status(200).type('text/plain').send(answer.challenge);
      return;
    }
    res.status(answer.outcome === 'off' ? 404 : 403).type('text/plain').send(answer.outcome === 'off' ? 'Not Found' : 'Forbidden');
  }

  @Post()
  @HttpCode(200)
  async delivery(@Req() req: Request, @Res() res: Response): Promise<void> {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['x-hub-signature-256'];
    const answer = await this.receive.deliver(raw, typeof signature === 'string' ? signature : undefined);
    const status = answer === 'accepted' ? 200 : answer === 'off' ? 404 : 401;
    res.status(status).type('text/plain').send(answer === 'accepted' ? 'OK' : answer === 'off' ? 'Not Found' : 'Unauthorized');
  }
}
