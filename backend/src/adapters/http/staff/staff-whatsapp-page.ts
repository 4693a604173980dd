import type { InboxMessage } from '../../../application/ports/whatsapp.repository.js';
import { messagingLink } from '../../../domain/shared/messaging.js';
import { html } from './staff-html.js';
import { layout, type PageUser } from './staff-pages.js';
import { tbilisiTime } from './staff-html.js';

/** /staff/whatsapp: the WhatsApp messages that name no known booking, newest first, each with a link to answer in the app. */
export function whatsappInboxPage(user: PageUser, inbox: InboxMessage[]): string {
  const items = inbox.map(
    (m) => html`<li class="item" data-inbox="${m.messageId}"><div class="row"><span class="time">${tbilisiTime(m.sentAt)}</span><span class="meta">${m.profileName ?? ''}</span></div>
<div class="row"><span>${m.text}</span></div>
<div class="actions"><a class="phone" href="${messagingLink(m.from)}" rel="noopener" target="_blank">WhatsApp +${m.from}</a></div></li>`,
  );
  return layout({
    title: 'WhatsApp',
    user,
    tab: 'whatsapp',
    body: html`<h1>WhatsApp inbox</h1><p class="meta">Messages that name no booking we know (messages with a reference go to that booking's history and Today).</p>${
      items.length ? html`<ul class="list two">${items}</ul>` : html`<p class="empty">No messages without a booking.</p>`
    }`,
  });
}
