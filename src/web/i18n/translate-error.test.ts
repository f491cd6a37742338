import { describe, expect, it } from 'vitest';
import { errorCodes, notFoundResources } from '../../shared/contract/errors.ts';
import { visitorStatuses } from '../../shared/contract/visitors.ts';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { mockFetch } from '../test/utils.tsx';
import { i18n } from './i18n.ts';
import { languages } from './languages.ts';
import ar from './locales/ar/errors.ts';
import en from './locales/en/errors.ts';
import jp from './locales/jp/errors.ts';
import tr from './locales/tr/errors.ts';
import { httpErrorKey, translateError, translateErrorParts, visitorStatusKey } from './translate-error.ts';

const errorFiles: Record<string, Record<string, string>> = { en, tr, ar, jp };

const refusal = (status: number, code: string, message: string, params?: Record<string, string | number>) =>
  new ApiError(status, code, message, undefined, params);

describe('translateError', () => {
  it('has a text for every code of the error table, not-found resource and visitor status in every language', () => {
    expect(Object.keys(errorFiles).sort()).toEqual(languages.map((language) => language.id).sort());
    const keys = [
      ...Object.keys(errorCodes),
      httpErrorKey,
      ...notFoundResources.map((resource) => `not_found_${resource}`),
      ...visitorStatuses.map(visitorStatusKey),
    ];
    for (const [language, texts] of Object.entries(errorFiles)) {
      for (const key of keys) expect(texts[key]?.trim(), `${language} ${key}`).toBeTruthy();
    }
  });

  it('translates a refusal by its code and params, plural by its count', async () => {
    await i18n.changeLanguage('tr');
    const hasEvents = (count: number) =>
      refusal(409, 'client.has_events', `This client has ${count} events; …`, { count });
    expect(translateError(hasEvents(3))).toBe(
      'Bu müşterinin 3 etkinliği var; etkinliği olan bir müşteri silinemez. Bunun yerine pasifleştirin.',
    );
    expect(translateError(hasEvents(1))).toBe(
      'Bu müşterinin 1 etkinliği var; etkinliği olan bir müşteri silinemez. Bunun yerine pasifleştirin.',
    );
    expect(translateError(refusal(429, 'auth.too_many_attempts', 'Too many…', { minutes: 12 }))).toBe(
      'Çok fazla başarısız deneme. 12 dakika sonra tekrar deneyin.',
    );
    expect(translateError(refusal(429, 'auth.too_many_attempts', 'Too many…', { minutes: 1 }))).toBe(
      'Çok fazla başarısız deneme. 1 dakika sonra tekrar deneyin.',
    );
  });

  it('shows id params (a role, a visitor status) by their label in the current language', async () => {
    await i18n.changeLanguage('tr');
    expect(translateError(refusal(409, 'visitor.not_expected_check_in', 'Only…', { status: 'checked_out' }))).toBe(
      'Yalnızca beklenen bir ziyaretçinin girişi yapılabilir. Bu ziyaretçinin durumu: çıkış yaptı.',
    );
    await i18n.changeLanguage('ar');
    expect(translateError(refusal(403, 'user.role_above_own', 'You cannot…', { role: 'executive' }))).toBe(
      'لا يمكنك منح دور مدير تنفيذي: فهو أعلى من دورك.',
    );
  });

  it("words a 404 by the resource it names, and keeps a generic code's English as it came", async () => {
    const noClient = refusal(404, 'not_found', 'No such client.', { resource: 'client' });
    expect(translateError(noClient)).toBe('No such client.');
    await i18n.changeLanguage('tr');
    expect(translateError(noClient)).toBe('Böyle bir müşteri yok.');
  });

  it("gives back the server's exact English", () => {
    const samples: [string, string, Record<string, string | number>?][] = [
      [
        'client.has_events',
        'This client has 3 events; a client with events cannot be deleted. Deactivate it instead.',
        { count: 3 },
      ],
      [
        'customer.has_users',
        'This customer has 1 user account; remove them or deactivate the customer instead.',
        { count: 1 },
      ],
      ['auth.too_many_attempts', 'Too many failed attempts. Try again in 1 minute.', { minutes: 1 }],
      ['auth.too_many_attempts', 'Too many failed attempts. Try again in 15 minutes.', { minutes: 15 }],
      [
        'user.role_above_own',
        'You cannot give the role Security Manager: it is above your own.',
        { role: 'securityManager' },
      ],
      [
        'visitor.not_requested',
        'Only a pending request can be approved or declined. This visitor is on site.',
        { status: 'checked_in' },
      ],
      ['route.not_found', 'No route GET /api/v1/nothing.', { method: 'GET', path: '/api/v1/nothing' }],
      ['report.too_many_photos', 'A report can have at most 20 photos.', { max: 20 }],
      ['break.already_open', 'You are already on a break.'],
    ];
    for (const [code, message, params] of samples) {
      expect(translateError(refusal(409, code, message, params)), code).toBe(message);
    }
  });

  it('shows a generic code by its own text (in English, the message as it came), an unknown code by its message', async () => {
    const unknown = refusal(404, 'not_found', 'No such gadget.');
    expect(translateError(unknown)).toBe('No such gadget.');
    await i18n.changeLanguage('tr');
    expect(translateError(unknown)).toBe('Bulunamadı.');
    expect(translateError(refusal(418, 'something_new', 'A code this app does not know.'))).toBe(
      'A code this app does not know.',
    );
  });

  it('translates an answer without the error body by its status, and other errors by their message', async () => {
    mockFetch({ 'GET /api/v1/dashboard': { status: 502 } });
    const failure = await apiRequest('/dashboard').catch((error: unknown) => error);
    await i18n.changeLanguage('tr');
    expect(translateError(failure)).toMatch(/^Sunucu 502 .*yanıtını verdi$/);
    expect(translateError(new Error('Something broke.'))).toBe('Something broke.');
    // A refusal of the field app's sync batch: the same code, without an ApiError around it.
    expect(translateErrorParts({ code: 'break.already_open', message: 'You are already on a break.' })).toBe(
      'Zaten moladasınız.',
    );
  });
});
