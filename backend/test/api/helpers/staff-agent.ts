import request from 'supertest';
import { AddStaffService } from '../../../src/application/staff/add-staff.service.js';
import type { TestApp } from './test-app.js';

export const STAFF_PASSWORD = 'a long staff password';

/** The form token of a back-office page. */
export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A new staff account (a manager with `role`) with a password, signed in: a cookie-keeping client and its session's form token. */
export async function signedInStaff(t: TestApp, name: string, email: string, role?: 'staff' | 'manager'): Promise<{ agent: ReturnType<typeof request.agent>; csrf: string }> {
  const { link } = await t.app.get(AddStaffService).execute({ name, email, ...(role ? { role } : {}) });
  const agent = request.agent(t.app.getHttpServer());
  const token = link.split('/').pop()!;
  const form = await agent.get(`/staff/set-password/${token}`).expect(200);
  await agent.post(`/staff/set-password/${token}`).type('form').send({ _csrf: csrfOf(form.text), password: STAFF_PASSWORD, repeat: STAFF_PASSWORD }).expect(303);
  const login = await agent.get('/staff/login').expect(200);
  await agent.post('/staff/login').type('form').send({ _csrf: csrfOf(login.text), name, password: STAFF_PASSWORD }).expect(303);
  return { agent, csrf: csrfOf((await agent.get('/staff').expect(200)).text) };
}
