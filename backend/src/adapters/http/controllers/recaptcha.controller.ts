import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { BotCheckService } from '../../../application/bot-check/bot-check.service.js';
import { RecaptchaVerifyDto } from '../dto/recaptcha-verify.dto.js';
import { RateLimitGuard, RateLimited } from '../guards/rate-limit.guard.js';

/** Bot check (reCAPTCHA v3): the public site key, and server-side verification of a token. */
@ApiTags('bot check')
@Controller('api/recaptcha')
export class RecaptchaController {
  constructor(private readonly botCheck: BotCheckService) {}

  @Get('site-key')
  siteKey() {
    return this.botCheck.siteKey();
  }

  @Post('verify')
  @HttpCode(200)
  @RateLimited('bot-check')
  @UseGuards(RateLimitGuard)
  verify(@Body() body: RecaptchaVerifyDto, @Req() req: Request) {
    return this.botCheck.verify(body.token, body.action ?? 'submit', req.hostname);
  }
}
