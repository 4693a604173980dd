import { Injectable } from '@nestjs/common';
import { LOCALES } from '../../domain/site/locales.js';
import { templateCreateRequests, type TemplateCreateRequest } from '../../domain/whatsapp/templates.js';
import { WhatsAppCloud } from '../ports/whatsapp-cloud.js';

export type TemplateCreation = { name: string; language: string; id: string | null; status: string | null; error: string | null };

/** Our four templates in the site's four languages (`rentals whatsapp templates [--json|--create]`). */
@Injectable()
export class WhatsAppTemplatesService {
  constructor(private readonly cloud: WhatsAppCloud) {}

  list(): TemplateCreateRequest[] {
    return templateCreateRequests(LOCALES);
  }

  /** Creates each template with the Graph API (Meta then reviews it); one failure does not stop the others. */
  async create(): Promise<TemplateCreation[]> {
    const results: TemplateCreation[] = [];
    for (const request of this.list()) {
      try {
        const answer = await this.cloud.createTemplate(request);
        results.push({ name: request.name, language: request.language, ...answer, error: null });
      } catch (e) {
        results.push({ name: request.name, language: request.language, id: null, status: null, error: e instanceof Error ? e.message : String(e) });
      }
    }
    return results;
  }
}
